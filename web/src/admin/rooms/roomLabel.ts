/** A room as a choice names its number and how many students it holds: 'Ward A (101), 3 students'. */
export function roomLabel(room: { name: string; roomNumber: string; studentCount: number }): string {
  const students = room.studentCount === 1 ? '1 student' : `${room.studentCount} students`;
  return `${room.name} (${room.roomNumber}), ${students}`;
}
