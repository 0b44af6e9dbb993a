import { Command } from 'commander';
import { positiveInt } from './index.js';
import { printJson, withContainer } from './context.js';

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`expected a whole number, got ${value}`);
  return n;
}

/** Mirrors the admin API (contracts section 2) for operators with shell access to the database. */
export function adminCommand(): Command {
  const admin = new Command('admin').description('operator commands: organizations, credits, users, keys');
  admin
    .command('create-org')
    .argument('<name>')
    .option('--credits <n>', 'initial credits', positiveInt, 0)
    .action((name: string, o: { credits: number }) => withContainer(async (c) => printJson(await c.admin.createOrg(name, o.credits))));
  admin
    .command('show-org')
    .argument('<org_id>', 'organization id', positiveInt)
    .action((orgId: number) => withContainer(async (c) => printJson(await c.admin.getOrg(orgId))));
  admin
    .command('add-credits')
    .argument('<org_id>', 'organization id', positiveInt)
    .argument('<amount>', 'credits to add (negative removes)', integer)
    .action((orgId: number, amount: number) => withContainer(async (c) => printJson(await c.admin.adjustCredits(orgId, amount))));
  admin
    .command('create-user')
    .argument('<org_id>', 'organization id', positiveInt)
    .argument('<email>')
    .option('--name <name>')
    .action((orgId: number, email: string, o: { name?: string }) =>
      withContainer(async (c) => printJson(await c.admin.createUser(orgId, email, o.name))),
    );
  admin
    .command('create-key')
    .description('create a user key (--user) or an organization key (--org); the key is printed once')
    .option('--user <user_id>', 'user id', positiveInt)
    .option('--org <org_id>', 'organization id', positiveInt)
    .option('--batch-limit <n>', 'bulk lookup ceiling (1-100)', positiveInt)
    .option('--rate-limit-per-minute <n>', '', positiveInt)
    .option('--rate-limit-per-day <n>', '', positiveInt)
    .action((o: { user?: number; org?: number; batchLimit?: number; rateLimitPerMinute?: number; rateLimitPerDay?: number }) => {
      if ((o.user === undefined) === (o.org === undefined)) throw new Error('give exactly one of --user and --org');
      const owner = o.user !== undefined ? { user_id: o.user } : { org_id: o.org! };
      return withContainer(async (c) =>
        printJson(
          await c.admin.createKey(owner, {
            batch_limit: o.batchLimit,
            rate_limit_per_minute: o.rateLimitPerMinute,
            rate_limit_per_day: o.rateLimitPerDay,
          }),
        ),
      );
    });
  admin
    .command('revoke-key')
    .argument('<key_id>', 'key id', positiveInt)
    .action((keyId: number) =>
      withContainer(async (c) => {
        await c.admin.revokeKey(keyId);
        printJson({ revoked: keyId });
      }),
    );
  return admin;
}
