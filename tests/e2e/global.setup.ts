import { test as setup } from '@playwright/test';
import { type AccountKey, accounts, signIn, storageStateOf } from './support';

// One real sign-in per demo account; the other tests start from these cookies and local storage.
for (const key of Object.keys(accounts) as AccountKey[]) {
  setup(`sign in as ${key}`, async ({ page }) => {
    await signIn(page, accounts[key]);
    await page.context().storageState({ path: storageStateOf(key) });
  });
}
