import type pg from 'pg';

export interface DemoSeedResult {
  created: boolean;
  email: string;
  password: string;
  jobs: number;
  candidates: number;
}

export const DEMO_EMAIL = 'demo@partii.local';
export const DEMO_PASSWORD = 'partii-demo';

export async function seedDemoData(_pool: pg.Pool, _log: (m: string) => void): Promise<DemoSeedResult> {
  return { created: false, email: DEMO_EMAIL, password: DEMO_PASSWORD, jobs: 0, candidates: 0 };
}
