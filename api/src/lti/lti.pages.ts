// The few HTML pages the LTI endpoints answer with themselves (docs/lti.md#pages): they appear inside the
// course platform, before any Anamnesis session exists, so they are plain server-rendered HTML.

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Anamnesis</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem;text-align:left}
button,.button{background:#2b6cb0;color:#fff;border:0;border-radius:.3rem;padding:.5rem 1rem;font-size:1rem;text-decoration:none;cursor:pointer}</style>
</head><body>${body}</body></html>`;

/** A refusal in plain words. */
export const errorPage = (message: string) =>
  page('Could not open Anamnesis', `<h1>Anamnesis could not open</h1><p role="alert">${esc(message)}</p>`);

/** A page that posts a form at once (the deep-linking answer back to the platform). */
export const autoPost = (action: string, fields: Record<string, string>) =>
  page(
    'Returning to your course',
    `<form method="post" action="${esc(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}<noscript><button type="submit">Return to your course</button></noscript></form>
<p>Returning to your course…</p><script>document.forms[0].submit()</script>`,
  );

/** The browser refused the session cookie inside the platform's frame: open a new window instead. */
export const cookiesBlockedPage = (newWindowUrl: string) =>
  page(
    'Open Anamnesis in a new window',
    `<h1>Open Anamnesis in a new window</h1>
<p>Your browser does not let Anamnesis keep you signed in inside your course page (it blocks cookies from other sites there).
Open it in a new window to carry on; you stay signed in to your course.</p>
<p><a class="button" href="${esc(newWindowUrl)}" target="_blank" rel="opener">Open Anamnesis in a new window</a></p>`,
  );

export interface PickerCase {
  id: number;
  name: string;
  diagnosis: string;
  symptoms: number;
}

/** The instructor's picker of patient cases for Deep Linking. */
export const pickerPage = (ticket: string, cases: PickerCase[]) =>
  page(
    'Choose a patient case',
    `<h1>Choose a patient case for your course</h1>
${
  cases.length
    ? `<form method="post" action="/lti/deep-link">
<input type="hidden" name="ticket" value="${esc(ticket)}">
<table><thead><tr><th></th><th>Name</th><th>Diagnosis</th><th>Symptoms</th></tr></thead><tbody>
${cases
  .map(
    (c, i) =>
      `<tr><td><input type="radio" name="patientId" value="${c.id}" id="case-${c.id}"${i === 0 ? ' required' : ''}></td><td><label for="case-${c.id}">${esc(c.name)}</label></td><td>${esc(c.diagnosis)}</td><td>${c.symptoms}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p><label><input type="checkbox" name="markable" value="true" checked> Markable</label>
<label><input type="checkbox" name="visitNote" value="true"> Visit note allowed</label>
<label><input type="checkbox" name="holdForReview" value="true"> Hold marks for review</label></p>
<p><button type="submit">Add to course</button></p></form>`
    : '<p>There are no patient cases in Anamnesis yet. Add one in Anamnesis first.</p>'
}`,
  );
