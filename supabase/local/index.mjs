// package.json's "backend" script points here: run the TypeScript entry (main.ts) through tsx,
// in this same process, so signals and the exit code are the stack's own.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
