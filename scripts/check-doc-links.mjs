// Every citation of a document in docs/ (`docs/<name>.md`, optionally with `#section`) names a file
// that exists and a section heading it has, and every relative link in the Markdown files resolves.
// Comments cite these documents instead of anything outside the repository: a renamed section fails here.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f && /\.(ts|tsx|mjs|js|sh|graphql|md)$/.test(f) && !f.includes('__generated__'));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = new Map();
function anchors(path) {
  if (!anchorsOf.has(path)) {
    const text = readFileSync(join(root, path), 'utf8');
    anchorsOf.set(path, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]))));
  }
  return anchorsOf.get(path);
}

const problems = [];
function check(from, target, anchor) {
  if (!existsSync(join(root, target))) problems.push(`${from}: ${target} does not exist`);
  else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor))
    problems.push(`${from}: ${target} has no section #${anchor}`);
}

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (!file.endsWith('.md')) {
      for (const m of line.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) check(at, `docs/${m[1]}`, m[2]);
      return;
    }
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const [target, anchor] = m[1].split('#');
      if (/^[a-z]+:/.test(target)) continue;
      check(at, target ? normalize(join(dirname(file), target)) : file, anchor);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Document citations and links: ${files.length} files checked.`);
