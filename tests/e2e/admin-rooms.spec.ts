import { type Locator, type Page, test } from '@playwright/test';
import {
  choose,
  expect,
  failOperation,
  holdOperation,
  newRoom,
  newStudent,
  putInRoom,
  superAdmin,
  tick,
  unique,
} from './adminFixtures';
import { expectAccessible, storageStateOf, toast } from './support';

// docs/cases.md#class-rooms: Class Rooms (with its pager), Add New Class Room (the room
// number's message under Room ID), Assign Class Rooms to Student, and View room. Each test that
// changes data makes the rooms and students it changes.

test.describe.configure({ timeout: 90_000 });
test.use({ storageState: storageStateOf('superAdmin') });

function roomRow(page: Page, roomName: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: roomName }) });
}

/** Searches the room list and waits for the answer (the table dims while it loads). */
async function findRoom(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search rooms' }).fill(text);
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
}

/** The labelled field (label, input and its message) around the input named `label`. */
function field(page: Page, label: string): Locator {
  return page
    .locator('[data-scope="field"][data-part="root"]')
    .filter({ has: page.getByRole('textbox', { name: label, exact: true }) });
}

/** Answers the next browser confirm with OK or Cancel, after checking its question. */
function answerConfirm(page: Page, question: string, accept: boolean) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    if (accept) await dialog.accept();
    else await dialog.dismiss();
  });
}

test.describe('Class Rooms (/admin/rooms)', () => {
  test('columns, buttons, the count badge with its popover; the list is accessible', async ({ page }) => {
    await page.goto('/admin/rooms');
    await expect(page.getByRole('heading', { name: 'Class Rooms', level: 1 })).toBeVisible();
    for (const header of ['Room Name', 'Room Number', 'Students', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByPlaceholder('Search by room name, room number, or student')).toBeVisible();
    await findRoom(page, 'CS-101');
    const row = roomRow(page, 'Clinical Skills A');
    await expect(row.getByRole('cell', { name: 'CS-101' })).toBeVisible();
    // The search is debounced: until the other rooms are gone and the list is back at full opacity, the
    // check would measure rows fading out.
    await expect(page.locator('tbody tr').filter({ hasNotText: 'CS-101' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'Class Rooms');
    await row.getByRole('button', { name: /students? in Clinical Skills A$/ }).click();
    const popover = page.getByRole('dialog', { name: 'Students in Clinical Skills A' });
    await expect(popover.getByText('Priya Natarajan')).toBeVisible();
    await expect(popover.getByText('Luis Ortega')).toBeVisible();
    await expectAccessible(page, 'Class Rooms with the students popover');

    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Assign Classes' }).click();
    await expect(page).toHaveURL(/\/admin\/assign-rooms$/);
    await page.goto('/admin/rooms');
    await page.getByRole('link', { name: 'Add New Class' }).click();
    await expect(page).toHaveURL(/\/admin\/add-rooms$/);
  });

  test('search matches the room name, the room number or a student; nothing found says No rooms available', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Searchable');
    await putInRoom(admin, room.id, [student.id]);
    await admin.dispose();

    await page.goto('/admin/rooms');
    for (const text of [room.name, room.roomNumber, student.name]) {
      await findRoom(page, text);
      await expect(roomRow(page, room.name)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
    }
    await findRoom(page, 'no-room-is-called-this');
    await expect(page.getByText('No rooms available')).toBeVisible();
  });

  test('removing a student asks first; Cancel keeps them, OK removes them', async ({ page, baseURL }) => {
    const [first, second] = [await newStudent(baseURL), await newStudent(baseURL)];
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Lab');
    await putInRoom(admin, room.id, [first.id, second.id]);
    await admin.dispose();

    await page.goto('/admin/rooms');
    await findRoom(page, room.roomNumber);
    const badge = roomRow(page, room.name).getByRole('button', { name: `2 students in ${room.name}` });
    await expect(badge).toHaveText('2');
    await badge.click();
    const popover = page.getByRole('dialog', { name: `Students in ${room.name}` });
    answerConfirm(page, 'Are you sure you want to remove this student?', false);
    await popover.getByRole('button', { name: `Remove ${first.name} from ${room.name}` }).click();
    await expect(popover.getByText(first.name)).toBeVisible();

    answerConfirm(page, 'Are you sure you want to remove this student?', true);
    await popover.getByRole('button', { name: `Remove ${first.name} from ${room.name}` }).click();
    await expect(toast(page, 'Student removed from room successfully!')).toBeVisible();
    await expect(popover.getByText(first.name)).toHaveCount(0);
    await expect(popover.getByText(second.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      roomRow(page, room.name).getByRole('button', { name: `1 student in ${room.name}` }),
    ).toHaveText('1');

    await page.reload();
    await findRoom(page, room.roomNumber);
    await expect(
      roomRow(page, room.name).getByRole('button', { name: `1 student in ${room.name}` }),
    ).toBeVisible();
  });

  test('deleting a room asks first; Cancel keeps it, OK deletes it', async ({ page, baseURL }) => {
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Doomed');
    await admin.dispose();

    await page.goto('/admin/rooms');
    await findRoom(page, room.roomNumber);
    // The search is applied (its one room and the header row) before the delete: a delete made while the
    // debounced search is still to run removes the room from a list the search then replaces.
    await expect(page.getByRole('row')).toHaveCount(2);
    answerConfirm(page, 'Are you sure you want to delete this room?', false);
    await roomRow(page, room.name)
      .getByRole('button', { name: `Delete ${room.name}` })
      .click();
    await expect(roomRow(page, room.name)).toBeVisible();

    answerConfirm(page, 'Are you sure you want to delete this room?', true);
    await roomRow(page, room.name)
      .getByRole('button', { name: `Delete ${room.name}` })
      .click();
    await expect(toast(page, 'Room deleted successfully!')).toBeVisible();
    await expect(page.getByText('No rooms available')).toBeVisible();
    await page.reload();
    await findRoom(page, room.roomNumber);
    await expect(page.getByText('No rooms available')).toBeVisible();
  });

  test('10 rooms a page with a working pager', async ({ page, baseURL }) => {
    const admin = await superAdmin(baseURL);
    const batch = unique('Paged');
    for (let i = 1; i <= 12; i++) {
      await admin.run(`mutation($input: CreateRoomInput!) { createRoom(input: $input) { __typename } }`, {
        input: { name: `${batch} ${String(i).padStart(2, '0')}`, roomNumber: `${batch}-${i}` },
      });
    }
    await admin.dispose();

    await page.goto('/admin/rooms');
    await findRoom(page, batch);
    const pager = page.getByRole('navigation', { name: 'Room list pages' });
    await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(10);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(10);
  });

  test('View opens the room: its details and its students', async ({ page, baseURL }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Viewed');
    await putInRoom(admin, room.id, [student.id]);
    await admin.dispose();

    await page.goto('/admin/rooms');
    await findRoom(page, room.roomNumber);
    await roomRow(page, room.name)
      .getByRole('link', { name: `View ${room.name}` })
      .click();
    // The link carries the room's record id (the spec's /admin/view-room/{roomId}).
    const recordId = Buffer.from(room.id, 'base64').toString('utf8').split(':')[1];
    await expect(page).toHaveURL(new RegExp(`/admin/view-room/${recordId}$`));
    await expect(page.getByRole('heading', { name: room.name, level: 1 })).toBeVisible();
    await expect(page.getByText(room.roomNumber, { exact: true })).toBeVisible();
    const students = page.getByRole('table');
    await expect(students.getByRole('cell', { name: student.name, exact: true })).toBeVisible();
    await expect(students.getByRole('cell', { name: student.email })).toBeVisible();
    await expectAccessible(page, 'View room');

    answerConfirm(page, 'Are you sure you want to remove this student?', true);
    await page.getByRole('button', { name: `Remove ${student.name} from ${room.name}` }).click();
    await expect(toast(page, 'Student removed from room successfully!')).toBeVisible();
    await expect(page.getByText('No students in this room yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Class Rooms' }).last().click();
    await expect(page).toHaveURL(/\/admin\/rooms$/);

    // An old link (the global ID) opens the same room; wrong ids say the room is not found.
    await page.goto(`/admin/view-room/${encodeURIComponent(room.id)}`);
    await expect(page.getByRole('heading', { name: room.name, level: 1 })).toBeVisible();
    for (const wrong of ['987654321', 'nope']) {
      await page.goto(`/admin/view-room/${wrong}`);
      await expect(page.getByRole('alert')).toHaveText('Room not found.');
      await expect(page.getByText(/Invalid global ID/)).toHaveCount(0);
    }
  });
});

test.describe('Add New Class Room (/admin/add-rooms)', () => {
  test('both fields are required; the room number’s message sits under Room ID; typing clears it', async ({
    page,
  }) => {
    await page.goto('/admin/add-rooms');
    await expect(page.getByRole('heading', { name: 'Add New Class Room', level: 1 })).toBeVisible();
    await expectAccessible(page, 'Add New Class Room');
    const name = page.getByRole('textbox', { name: 'Class Name' });
    const number = page.getByRole('textbox', { name: 'Room ID' });

    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();
    // Each message sits in its own field: the room number's under Room ID (not under Class Name).
    await expect(field(page, 'Class Name')).toContainText('Name is required.');
    await expect(field(page, 'Class Name')).not.toContainText('Room Number is required.');
    await expect(field(page, 'Room ID')).toContainText('Room Number is required.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Ward rounds');
    await expect(page.getByText('Name is required.')).toHaveCount(0);
    await expect(field(page, 'Room ID')).toContainText('Room Number is required.');
    await number.fill('   ');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(field(page, 'Room ID')).toContainText('Room Number is required.');
    await expect(field(page, 'Class Name')).not.toContainText('Name is required.');
  });

  test('Creating... while it saves, then Room created successfully! and the list; a duplicate number is refused', async ({
    page,
  }) => {
    const tag = unique('ADD').toUpperCase();
    await page.goto('/admin/add-rooms');
    await page.getByRole('textbox', { name: 'Class Name' }).fill(`Bedside teaching ${tag}`);
    await page.getByRole('textbox', { name: 'Room ID' }).fill(tag);
    const held = await holdOperation(page, 'useCreateRoomMutation');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    held.release();
    await expect(toast(page, 'Room created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/rooms$/);
    await findRoom(page, tag);
    await expect(
      roomRow(page, `Bedside teaching ${tag}`).getByRole('cell', { name: tag, exact: true }),
    ).toBeVisible();

    await page.goto('/admin/add-rooms');
    await page.getByRole('textbox', { name: 'Class Name' }).fill('Another room');
    await page.getByRole('textbox', { name: 'Room ID' }).fill(tag);
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(toast(page, 'A room with this number already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add-rooms$/);
  });

  test('a request that fails says An error occurred while creating the rooms.', async ({ page }) => {
    await page.goto('/admin/add-rooms');
    await page.getByRole('textbox', { name: 'Class Name' }).fill('Offline room');
    await page.getByRole('textbox', { name: 'Room ID' }).fill(unique('OFF'));
    await failOperation(page, 'useCreateRoomMutation');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(toast(page, 'An error occurred while creating the rooms.')).toBeVisible();
  });
});

test.describe('Assign Class Rooms to Student (/admin/assign-rooms)', () => {
  test('Select All picks every student without a room; another room clears the choice; assigning puts them in', async ({
    page,
    baseURL,
  }) => {
    const [first, second] = [await newStudent(baseURL), await newStudent(baseURL)];
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Cohort');
    await admin.dispose();

    await page.goto('/admin/assign-rooms');
    await expect(
      page.getByRole('heading', { name: 'Assign Class Rooms to Student', level: 1 }),
    ).toBeVisible();
    await expectAccessible(page, 'Assign Class Rooms to Student');
    await page.getByRole('button', { name: 'Assign Room(s)' }).click();
    await expect(toast(page, 'Please select at least one Student and one Room.')).toBeVisible();

    const students = page.getByRole('group', { name: 'Students' });
    const boxes = students.getByRole('checkbox');
    // Students in a room already (the demo room's Priya) are not offered.
    await expect(students.getByRole('checkbox', { name: /Priya Natarajan/ })).toHaveCount(0);
    await choose(page, 'Room', room.roomNumber);
    await tick(students.getByRole('checkbox', { name: 'Select All' }));
    const total = (await boxes.count()) - 1;
    await expect(students.getByText(`${total} of ${total} selected`)).toBeVisible();
    await tick(students.getByRole('checkbox', { name: 'Select All' }), false);
    await expect(students.getByText(`0 of ${total} selected`)).toBeVisible();

    await tick(students.getByRole('checkbox', { name: first.name }));
    await choose(page, 'Room', 'CS-101');
    await expect(students.getByText(`0 of ${total} selected`)).toBeVisible();
    await expect(students.getByRole('checkbox', { name: first.name })).not.toBeChecked();

    await choose(page, 'Room', room.roomNumber);
    await tick(students.getByRole('checkbox', { name: first.name }));
    await tick(students.getByRole('checkbox', { name: second.name }));
    await page.getByRole('button', { name: 'Assign Room(s)' }).click();
    await expect(toast(page, 'Room assigned to student(s) successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/rooms$/);
    await findRoom(page, room.roomNumber);
    await expect(
      roomRow(page, room.name).getByRole('button', { name: `2 students in ${room.name}` }),
    ).toBeVisible();

    await page.goto('/admin/assign-rooms');
    await expect(students.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    await expect(students.getByRole('checkbox', { name: first.name })).toHaveCount(0);
  });

  test('a refused assignment shows the server’s words; a failed one the spec’s', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const [room, other] = [await newRoom(admin, 'Wanted'), await newRoom(admin, 'Other')];

    await page.goto('/admin/assign-rooms');
    await choose(page, 'Room', room.roomNumber);
    await tick(page.getByRole('group', { name: 'Students' }).getByRole('checkbox', { name: student.name }));
    await failOperation(page, 'useAssignStudentsToRoomMutation');
    await page.getByRole('button', { name: 'Assign Room(s)' }).click();
    await expect(toast(page, 'Failed to assign Rooms. Please try again.')).toBeVisible();
    await page.unrouteAll();

    // Meanwhile another admin puts the student in another room.
    await putInRoom(admin, other.id, [student.id]);
    await admin.dispose();
    await page.getByRole('button', { name: 'Assign Room(s)' }).click();
    await expect(
      toast(
        page,
        `Already in another room: ${student.name} (${other.roomNumber}). Remove the student from that room first.`,
      ),
    ).toBeVisible();
  });
});
