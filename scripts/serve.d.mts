import type { Server } from 'node:http';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export function createStaticServer(options: {
  root: string;
  config: RuntimeConfig;
  /** The site's public address for canonical links and the sitemap; default: the request's host. */
  siteUrl?: string;
}): Server;
export function listen(server: Server, port: number): Promise<number>;
export function negotiateEncoding(header: string | undefined, available: ('br' | 'gzip')[]): 'br' | 'gzip' | null;
