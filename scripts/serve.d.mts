import type { Server } from 'node:http';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export function createStaticServer(options: { root: string; config: RuntimeConfig }): Server;
export function listen(server: Server, port: number): Promise<number>;
export function negotiateEncoding(header: string | undefined, available: ('br' | 'gzip')[]): 'br' | 'gzip' | null;
