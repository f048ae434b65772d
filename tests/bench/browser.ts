// Issue 27's figures, in a real Chromium on an emulated slow connection (Chrome's network emulation
// through the DevTools protocol, cache empty: a fresh browser context per run):
//   - the sign-in page: time from navigation start until its form can be used (email field and an
//     enabled Sign in button), and the bytes it took; with compression (what browsers send) and with
//     `Accept-Encoding: identity` (what every browser got before issue 27);
//   - after signing in as the demo student: the dashboard (its first Talk to Patient), then the voice chat
//     (its question box);
//   - one typed interview turn with the built-in patient (on loopback, see interviewTurns): the GraphQL
//     operations sent over HTTP, the messages received over the GraphQL socket, the bytes, and the time
//     from Enter to the reply's last token on screen.
// Profile (issue 27, "Fast 3G"): 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. Targets: sign-in
// form ≤ 2.0 s; dashboard and voice chat after sign-in ≤ 2.5 s. BROWSER_RUNS (default 3) runs each,
// median printed; BENCH_CHROMIUM names the browser (Debian's headless shell by default).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { root, startStack } from './servers.js';
import { ascending, machineLoad, percentile } from './stats.js';

const RUNS = Number(process.env.BROWSER_RUNS ?? 3);
const profile = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const student = { email: 'student@example.com', password: 'student123' };

const median = (xs: number[]) => percentile(ascending(xs), 0.5);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Traffic {
  /** Bytes received over HTTP (as sent: compressed when compressed) and over WebSockets. */
  httpBytes: number;
  socketBytes: number;
  /** Of `httpBytes`: GraphQL answers, and the patient's speech (audio from /voice/). */
  graphqlBytes: number;
  speechBytes: number;
  /** POST /graphql operations, by name. */
  operations: string[];
  /** graphql-ws `next` messages received (subscription events). */
  socketEvents: number;
  reset(): void;
}

/** A page on the emulated connection, counting what it receives. */
async function emulated(
  browser: Browser,
  acceptEncoding?: string,
  throttled = true,
): Promise<{ page: Page; traffic: Traffic }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
  if (acceptEncoding)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const traffic: Traffic = {
    httpBytes: 0,
    socketBytes: 0,
    graphqlBytes: 0,
    speechBytes: 0,
    operations: [],
    socketEvents: 0,
    reset() {
      this.httpBytes = 0;
      this.socketBytes = 0;
      this.graphqlBytes = 0;
      this.speechBytes = 0;
      this.operations = [];
      this.socketEvents = 0;
    },
  };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, new URL(e.request.url).pathname);
    if (e.request.method !== 'POST' || !e.request.url.endsWith('/graphql')) return;
    try {
      traffic.operations.push(JSON.parse(e.request.postData ?? '{}').operationName ?? '?');
    } catch {
      traffic.operations.push('?');
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    traffic.httpBytes += e.encodedDataLength;
    const path = urls.get(e.requestId) ?? '';
    if (path === '/graphql') traffic.graphqlBytes += e.encodedDataLength;
    else if (path.startsWith('/voice/')) traffic.speechBytes += e.encodedDataLength;
  });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    traffic.socketBytes += e.response.payloadData.length;
    if (e.response.payloadData.includes('"type":"next"')) traffic.socketEvents += 1;
  });
  // When the sign-in form became usable, and the last change to a patient's line, on the page's clock.
  await page.addInitScript(() => {
    const w = window as unknown as { __usable?: number; __lastPatientChange?: number; __enter?: number };
    new MutationObserver((records) => {
      if (w.__usable === undefined) {
        const email = document.querySelector('input[type="email"]');
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Sign in' && !b.disabled,
        );
        if (email && button) w.__usable = performance.now();
      }
      // A patient's line changed: its text (a token streamed in), or the line itself came.
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        const added = [...r.addedNodes].some(
          (n) =>
            n instanceof Element &&
            (n.matches('[data-from="patient"]') || !!n.querySelector('[data-from="patient"]')),
        );
        if (added || el?.closest('[data-from="patient"]')) w.__lastPatientChange = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') w.__enter = performance.now();
      },
      true,
    );
  });
  return { page, traffic };
}

/**
 * Resolves, on the page's clock, once the dashboard shows a Talk to Patient button or the voice chat's
 * question box can be typed in. A string, not a function: tsx would wrap a function's inner functions in
 * a helper the page does not have.
 */
function whenReady(page: Page, kind: 'talk' | 'question'): Promise<number> {
  const ready =
    kind === 'talk'
      ? `[...document.querySelectorAll('button')].some((b) => (b.textContent || '').includes('Talk to Patient'))`
      : `!!document.querySelector('input[aria-label="Type your question"]:not([disabled])')`;
  return page.evaluate(`new Promise((resolve) => {
    if (${ready}) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!(${ready})) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })`);
}

async function signInPage(browser: Browser, base: string, acceptEncoding?: string) {
  const { page, traffic } = await emulated(browser, acceptEncoding);
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => (window as unknown as { __usable?: number }).__usable !== undefined);
  const usable = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
  await page.waitForLoadState('networkidle');
  return { page, traffic, usable, bytes: traffic.httpBytes };
}

async function browserBench() {
  const webDir = mkdtempSync(join(tmpdir(), 'anamnesis-bench-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-bench-browser-'));
  execSync(`npm run -s build -w web -- --outDir ${webDir} --emptyOutDir`, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stack = await startStack({ dataDir, bffEnv: { WEB_DIST: webDir } });
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    console.log(
      `\n== In the browser: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, cache empty (${machineLoad()}) ==`,
    );
    for (const [label, encoding] of [
      ['compressed (Brotli, as browsers ask)', undefined],
      ['uncompressed (Accept-Encoding: identity, as before issue 27)', 'identity'],
    ] as const) {
      const usable: number[] = [];
      const bytes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await signInPage(browser, stack.bffUrl, encoding);
        usable.push(run.usable);
        bytes.push(run.bytes);
        await run.page.context().close();
      }
      console.log(
        `sign-in page, ${label}: form usable after ${seconds(median(usable))} (runs ${usable.map((t) => seconds(t)).join(', ')}), ${kib(median(bytes))} received; target ≤ 2.0 s${encoding ? '' : `: ${median(usable) <= 2000 ? 'met' : 'NOT met'}`}`,
      );
    }

    const dashboard: number[] = [];
    const voice: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { page } = await signInPage(browser, stack.bffUrl);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      const dashboardReady = whenReady(page, 'talk');
      const signedIn = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Sign in' }).click();
      dashboard.push((await dashboardReady) - signedIn);
      const chatReady = whenReady(page, 'question');
      const talked = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Talk to Patient' }).first().click();
      voice.push((await chatReady) - talked);
      await page.context().close();
    }
    const verdict = (ms: number) => (ms <= 2500 ? 'met' : 'NOT met');
    console.log(
      `student dashboard after Sign in: ${seconds(median(dashboard))}; voice chat after Talk to Patient: ${seconds(median(voice))}; target ≤ 2.5 s each: ${verdict(median(dashboard))}, ${verdict(median(voice))}`,
    );

    await interviewTurns(browser, stack.bffUrl);
  } finally {
    await browser.close();
    stack.stop();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Typed questions to the built-in patient, one at a time, on loopback: Chrome's emulation slows HTTP but
 * not WebSocket frames, which carry the reply, so an emulated figure would mix the two. What a turn costs
 * on the wire (operations, messages, bytes) does not depend on the connection.
 */
async function interviewTurns(browser: Browser, base: string) {
  const questions = [
    'What brings you in today?',
    'When did it start?',
    'Do you have any allergies?',
    'Do you smoke?',
    'Does anyone in your family have heart problems?',
  ];
  const { page, traffic } = await emulated(browser, undefined, false);
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Talk to Patient' }).first().click();
  const box = page.getByRole('textbox', { name: 'Type your question' });
  await box.waitFor();
  const patientLines = page.locator('[data-testid="chat-message"][data-from="patient"]');
  const times: number[] = [];
  const operations: number[] = [];
  const events: number[] = [];
  const bytes: number[] = [];
  const speechBytes: number[] = [];
  const names = new Map<string, number>();
  for (const question of questions) {
    const before = await patientLines.count();
    traffic.reset();
    await box.fill(question);
    await box.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-from="patient"]').length > n, before);
    // The reply is whole once the screen takes a new question again (Save Session comes back on); then
    // a quiet second, so that any re-read after the turn is counted with it.
    await page.getByRole('button', { name: 'Save Session' }).and(page.locator(':enabled')).waitFor();
    await page.waitForTimeout(1000);
    const t = await page.evaluate(() => {
      const w = window as unknown as { __lastPatientChange: number; __enter: number };
      return w.__lastPatientChange - w.__enter;
    });
    times.push(t);
    operations.push(traffic.operations.length);
    events.push(traffic.socketEvents);
    bytes.push(traffic.graphqlBytes + traffic.socketBytes);
    speechBytes.push(traffic.speechBytes);
    for (const name of traffic.operations) names.set(name, (names.get(name) ?? 0) + 1);
  }
  await page.context().close();
  const perTurn = [...names].map(([name, n]) => `${name} ×${(n / questions.length).toFixed(1)}`).join(', ');
  console.log(
    `one interview turn (built-in patient, ${questions.length} typed questions, loopback): Enter → reply's last token on screen ${seconds(median(times))} (max ${seconds(Math.max(...times))}); per turn ${median(operations)} GraphQL operations over HTTP (${perTurn}), ${median(events)} socket events, ${kib(median(bytes))} of GraphQL received (HTTP and socket; the reply's speech ${kib(median(speechBytes))} besides)`,
  );
}

await browserBench();
