// What a visitor is told after sending a public form (spec §8): each form words its own.

export interface PublicFormNotice {
  title: string;
  message: string;
}

export interface PublicFormMessages {
  /** The server stored it. */
  sent: PublicFormNotice;
  /** Saved on this device while offline, sent later by the outbox; without it, told as `sent`. */
  queued?: PublicFormNotice;
  failed: PublicFormNotice;
  /** What the console says on a failure. */
  logLabel: string;
}
