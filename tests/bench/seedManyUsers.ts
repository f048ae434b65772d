// Fills an embedded database with the demo school plus `count` students, in bulk and with one shared
// password hash (hashing 10,000 passwords one by one would take minutes and measure nothing).
import { createDb } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { seedDatabase } from '../../api/src/db/seed.js';
import { hashPassword } from '../../api/src/lib/passwords.js';

export async function seedManyUsers(dataDir: string, count: number) {
  const db = createDb({ dataDir });
  await migrateToLatest(db);
  // The demo's lines are signed with this seed's own secret; the bench never marks them.
  await seedDatabase(db, { seedDemo: true });
  const password_hash = await hashPassword('student123');
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = start + i;
      return {
        name: `Student ${n}`,
        username: `student${n}`,
        email: `student${n}@bench.example`,
        password_hash,
        avatar_url: null,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
  await db.destroy();
}
