export interface HousekeepingRunsTable {
  /** The periodic job's name. */
  job: string;
  /** When a process last claimed it. */
  started_at: Date;
}
