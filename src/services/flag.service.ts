import type { Database } from '../db/database.js';

export class FlagService {
  constructor(private readonly db: Database) {}

  /** @internal placeholder until the capability lands */
  get database(): Database {
    return this.db;
  }
}
