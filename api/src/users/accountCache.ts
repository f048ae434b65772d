import type {
  AliasNode,
  FromNode,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  TableNode,
  UnknownRow,
} from 'kysely';
import type { Db } from '../db/database.js';
import { users } from './users.repository.js';
import type { UserRow } from './users.table.js';

/** What authentication reads of an account on every call (the password hash stays in the database). */
export type Account = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'username'
  | 'email'
  | 'is_admin'
  | 'is_super_admin'
  | 'is_status'
  | 'must_change_password'
  | 'token_version'
>;

export interface AccountCacheOptions {
  /** How long an entry is trusted when nothing says it changed; a bound, not the means (docs/decisions.md#account-cache). */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
}

const defaults: AccountCacheOptions = { ttlMs: 60_000, maxEntries: 10_000 };

/**
 * The accounts that authentication reads on every call, kept in memory (docs/decisions.md#account-cache).
 * It is a Kysely plugin on the API's database handle: any UPDATE, DELETE or MERGE of `users` made
 * through it (any route, any repository, inside a transaction or not) empties the cache as it starts and
 * again when it is done, and a read that overlapped a write is not kept, so a ban, a password change, a
 * role change or a deletion counts from the very next call. Changes made by another process reach it
 * through `forget` (the PostgreSQL listener), or at the latest after `ttlMs`.
 */
export class AccountCache implements KyselyPlugin {
  readonly #entries = new Map<number, { account: Account; at: number }>();
  readonly #writes = new WeakSet<object>();
  readonly #options: AccountCacheOptions;
  /** Bumped by every change: a read that began before one is not kept. */
  #generation = 0;
  /** False while changes from elsewhere might be missed (the listener is down): nothing is kept. */
  #trusted = true;

  constructor(options: Partial<AccountCacheOptions> = {}) {
    this.#options = { ...defaults, ...options };
  }

  /** The account with this id, from memory when it is known not to have changed, else from `db`. */
  async find(db: Db, id: number): Promise<Account | undefined> {
    const hit = this.#entries.get(id);
    if (hit && performance.now() - hit.at < this.#options.ttlMs) return hit.account;
    const generation = this.#generation;
    const row = await users.findAccount(db, id);
    if (row && this.#trusted && generation === this.#generation) this.#keep(row);
    return row;
  }

  /** Forgets one account (`id`) or all: what a change made elsewhere calls. */
  forget(id?: number) {
    this.#generation++;
    if (id === undefined) this.#entries.clear();
    else this.#entries.delete(id);
  }

  /** Whether entries may be kept at all (false while changes made elsewhere could go unheard). */
  trust(trusted: boolean) {
    this.forget();
    this.#trusted = trusted;
  }

  get size() {
    return this.#entries.size;
  }

  #keep(account: Account) {
    this.#entries.delete(account.id);
    if (this.#entries.size >= this.#options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(account.id, { account, at: performance.now() });
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (changesUsers(args.node)) {
      this.#writes.add(args.queryId);
      this.forget();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Forgotten again once the change is done: a read that ran meanwhile may have seen the old row.
    if (this.#writes.has(args.queryId)) this.forget();
    return args.result;
  }
}

/** Whether a statement may change rows of `users`: an UPDATE, DELETE or MERGE whose target it is. */
function changesUsers(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'UpdateQueryNode':
      return namesUsers(node.table);
    case 'DeleteQueryNode':
      return namesUsers(node.from);
    case 'MergeQueryNode':
      return namesUsers(node.into);
    case 'RawNode':
      // Raw SQL is read as text: any statement that writes to `users` names it after its verb.
      return /\b(update|delete\s+from|merge\s+into|truncate)\s+(only\s+)?("?public"?\.)?"?users"?\b/i.test(
        node.sqlFragments.join(' '),
      );
    default:
      return false;
  }
}

/** Whether a target (a table, an alias of one, a FROM list) is `users`. */
function namesUsers(node: OperationNode | undefined): boolean {
  if (!node) return false;
  if (node.kind === 'TableNode') return (node as TableNode).table.identifier.name === 'users';
  if (node.kind === 'AliasNode') return namesUsers((node as AliasNode).node);
  if (node.kind === 'FromNode') return (node as FromNode).froms.some(namesUsers);
  return false;
}
