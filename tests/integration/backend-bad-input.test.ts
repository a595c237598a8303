// Adversarial input against every surface of the local stack's gateway: malformed filters and
// bodies for PostgREST, bad JSON, missing fields and grant types for auth, bad keys, buckets and
// bodies for storage, bad calls of server functions, forged/expired/garbage JWTs everywhere, and
// garbage websocket frames for realtime. Each HTTP case is its own request; every answer must be a
// 4xx with a JSON body (never a 5xx, a hang or a crash), and the gateway must keep serving.
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, createUser, getTestStack } from '../support/stack-env.ts';

type Credential =
  'anon' | 'service' | 'user' | 'expired' | 'forged' | 'garbage' | 'alg-none' | 'no-sub' | 'ghost' | 'none';

interface BadRequest {
  name: string;
  method: string;
  path: string;
  credential?: Credential;
  /** apikey header: the anon key unless stated ('none' = no header, or a literal bad key) */
  apikey?: 'anon' | 'none' | string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** send the body without content-length (chunked), so only streaming limits can stop it */
  chunked?: boolean;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const BAD_JSON = ['{', '{"email":', 'not json at all', '[1, 2', '{"a":1}}', '\u0000\u0001'];
const NON_OBJECT_JSON = ['[1,2]', '"a string"', '123', 'true'];

// --- /rest/v1 -------------------------------------------------------------------------------

function restCases(): BadRequest[] {
  const cases: BadRequest[] = [];
  const get = (name: string, query: string, extra: Partial<BadRequest> = {}) =>
    cases.push({ name, method: 'GET', path: `/rest/v1/${query}`, ...extra });

  for (const [column, value] of [
    ['id', 'eq.not-a-uuid'],
    ['id', 'eq.'],
    ['id', 'in.(1,2'],
    ['id', 'gt.zzz'],
    ['salary_min', 'eq.abc'],
    ['salary_min', 'gt.1e999999'],
    ['salary_max', 'lt.ten'],
    ['created_at', 'eq.not-a-date'],
    ['created_at', 'gte.2024-13-45'],
    ['version', 'eq.1.5.7'],
    ['skills', 'cs.not-an-array'],
    ['questions', 'cs.{not json'],
  ]) {
    get(`jobs filter ${column}=${value}`, `jobs?${column}=${encodeURIComponent(value)}`);
  }
  for (const op of ['eqq.x', 'foo.bar', 'like', 'is.maybe', 'in.x', 'not.', 'fts(.x', 'cs', 'eq']) {
    get(`jobs unknown operator title=${op}`, `jobs?title=${encodeURIComponent(op)}`);
  }
  for (const select of [
    'nope',
    'id,nope',
    'id::no_such_type',
    '*,nope(*)',
    'id,,',
    'count(',
    'title->>',
    '*,applications!nope(*)',
  ]) {
    get(`jobs select=${select}`, `jobs?select=${encodeURIComponent(select)}`);
  }
  for (const filter of ['nope=eq.1', 'and=(broken', 'or=(title.eq.x', 'or=title.eq.x', 'not.title=eq.x']) {
    get(`jobs filter ${filter}`, `jobs?${filter}`);
  }
  for (const order of ['nope.desc', 'title.sideways', 'title.asc.nullsmiddle', '.asc']) {
    get(`jobs order=${order}`, `jobs?order=${encodeURIComponent(order)}`);
  }
  get('jobs in() with a text number', 'jobs?salary_min=in.(1,abc)');
  get('jobs unterminated quoted in()', `jobs?title=in.(${encodeURIComponent('"unterminated')}`);
  for (const table of ['nope', 'jobz', 'users', 'refresh_tokens', 'pg_authid', 'objects']) {
    get(`unknown table ${table}`, table);
  }
  get('schema not exposed (Accept-Profile: auth)', 'users', { headers: { 'accept-profile': 'auth' } });
  get('schema not exposed (Accept-Profile: storage)', 'objects', { headers: { 'accept-profile': 'storage' } });
  get('single object of many rows', 'jobs?select=id', {
    headers: { accept: 'application/vnd.pgrst.object+json' },
    credential: 'service',
  });
  get('unknown media type', 'jobs', { headers: { accept: 'application/x-nope' } });
  get('anon reads applications (never readable)', 'applications?select=id,ai_rating&limit=1', {
    credential: 'anon',
    headers: { accept: 'application/vnd.pgrst.object+json' },
  });

  const post = (name: string, path: string, body: string, credential: Credential = 'user', headers = JSON_HEADERS) =>
    cases.push({ name, method: 'POST', path: `/rest/v1/${path}`, body, credential, headers });
  for (const body of BAD_JSON) post(`jobs insert bad JSON ${JSON.stringify(body)}`, 'jobs', body);
  const title = { title: 'Bad input job' };
  for (const [label, row] of [
    ['salary_min is text', { ...title, salary_min: 'abc' }],
    ['skills is not an array', { ...title, skills: 'typescript' }],
    ['status outside the allowed set', { ...title, status: 'bogus' }],
    ['title null', { ...title, title: null }],
    ['salary_min above salary_max', { ...title, salary_min: 10, salary_max: 5 }],
    ['id not a uuid', { ...title, id: 'not-a-uuid' }],
    ['created_at not a date', { ...title, created_at: 'yesterday-ish' }],
    ['unknown column', { ...title, nope: 1 }],
    ['questions with a bad encoding', { ...title, questions: '\ud800' }],
    ['version is text', { ...title, version: 'v2' }],
  ] as const) {
    post(`jobs insert ${label}`, 'jobs', JSON.stringify(row));
  }
  post('jobs insert as anon (RLS)', 'jobs', JSON.stringify(title), 'anon');
  post('jobs insert with an unsupported media type', 'jobs', '<job/>', 'user', {
    'content-type': 'application/xml',
  } as never);
  post('notes insert missing candidate', 'notes', JSON.stringify({ content: 'x' }));
  post('applications insert unknown job', 'applications', JSON.stringify({ job_id: randomUUID() }));
  cases.push({
    name: 'jobs patch with a bad filter',
    method: 'PATCH',
    path: '/rest/v1/jobs?id=eq.nope',
    body: JSON.stringify(title),
    credential: 'user',
    headers: JSON_HEADERS,
  });
  cases.push({
    name: 'jobs delete with a bad filter',
    method: 'DELETE',
    path: '/rest/v1/jobs?salary_min=eq.x',
    credential: 'user',
  });
  post('rpc that does not exist', 'rpc/nope', '{}');
  post('rpc sync_pull without arguments', 'rpc/sync_pull', '{}');
  post(
    'rpc sync_pull with a bad uuid',
    'rpc/sync_pull',
    JSON.stringify({ p_table: 'jobs', p_after_xid: null, p_after_id: 'x', p_limit: 10 }),
  );
  post(
    'rpc sync_pull with a text limit',
    'rpc/sync_pull',
    JSON.stringify({ p_table: 'jobs', p_after_xid: null, p_after_id: null, p_limit: 'many' }),
  );
  post(
    'rpc sync_pull with a bad cursor',
    'rpc/sync_pull',
    JSON.stringify({ p_table: 'jobs', p_after_xid: 'not-an-xid', p_after_id: null, p_limit: 10 }),
  );
  post(
    'rpc sync_pull with a bad expected user',
    'rpc/sync_pull',
    JSON.stringify({ p_table: 'jobs', p_after_xid: null, p_after_id: null, p_limit: 10, p_expected_user: 'x' }),
  );
  post(
    'rpc sync_pull for another expected user',
    'rpc/sync_pull',
    JSON.stringify({
      p_table: 'jobs',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 10,
      p_expected_user: randomUUID(),
    }),
  );
  post(
    'rpc sync_push without an expected user',
    'rpc/sync_push',
    JSON.stringify({ p_client_id: randomUUID(), p_mutations: [] }),
  );
  post(
    'rpc sync_push for another expected user',
    'rpc/sync_push',
    JSON.stringify({ p_client_id: randomUUID(), p_mutations: [], p_expected_user: randomUUID() }),
  );
  post(
    'rpc sync_push with mutations not a list',
    'rpc/sync_push',
    JSON.stringify({ p_client_id: randomUUID(), p_mutations: { a: 1 }, p_expected_user: null }),
  );
  post(
    'rpc sync_push as anon',
    'rpc/sync_push',
    JSON.stringify({ p_client_id: randomUUID(), p_mutations: [], p_expected_user: randomUUID() }),
    'anon',
  );
  post(
    'rpc submit_application with bad ids',
    'rpc/submit_application',
    JSON.stringify({ p_application_id: 'x', p_job_id: 'y' }),
    'anon',
  );
  post('rpc bad JSON', 'rpc/sync_pull', '{"p_table":');

  cases.push({
    name: 'rest oversized body (declared)',
    method: 'POST',
    path: '/rest/v1/jobs',
    credential: 'user',
    headers: JSON_HEADERS,
    body: Buffer.alloc(11 * 1024 * 1024, 0x20),
  });
  cases.push({
    name: 'rest body declared far beyond any limit',
    method: 'POST',
    path: '/rest/v1/jobs',
    credential: 'user',
    headers: { ...JSON_HEADERS, 'content-length': String(200 * 1024 * 1024) },
    body: Buffer.alloc(1024, 0x20),
  });
  cases.push({
    name: 'rest oversized body (chunked)',
    method: 'POST',
    path: '/rest/v1/jobs',
    credential: 'user',
    headers: JSON_HEADERS,
    body: Buffer.alloc(11 * 1024 * 1024, 0x20),
    chunked: true,
  });
  for (const credential of ['forged', 'garbage', 'alg-none', 'expired'] as const) {
    get(`jobs with a ${credential} JWT`, 'jobs?select=id', { credential });
  }
  get('rest without an apikey', 'jobs', { apikey: 'none', credential: 'none' });
  get('rest with a bad apikey', 'jobs', { apikey: 'not-a-key', credential: 'none' });
  get('rest with a forged apikey', 'jobs', {
    apikey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAA',
    credential: 'none',
  });
  return cases;
}

// --- /auth/v1 -------------------------------------------------------------------------------

function authCases(): BadRequest[] {
  const cases: BadRequest[] = [];
  const post = (
    name: string,
    path: string,
    body: string | undefined,
    credential: Credential = 'anon',
    method = 'POST',
  ) => cases.push({ name, method, path: `/auth/v1/${path}`, body, credential, headers: JSON_HEADERS });

  const jsonEndpoints: [string, string, Credential, string][] = [
    ['signup', 'signup', 'anon', 'POST'],
    ['password grant', 'token?grant_type=password', 'anon', 'POST'],
    ['refresh grant', 'token?grant_type=refresh_token', 'anon', 'POST'],
    ['verify', 'verify', 'anon', 'POST'],
    ['update user', 'user', 'user', 'PUT'],
    ['admin create user', 'admin/users', 'service', 'POST'],
  ];
  for (const [label, path, credential, method] of jsonEndpoints) {
    for (const body of [...BAD_JSON, ...NON_OBJECT_JSON])
      post(`${label} body ${JSON.stringify(body)}`, path, body, credential, method);
  }
  for (const [label, body] of [
    ['empty object', {}],
    ['email only', { email: 'someone@partii.test' }],
    ['password only', { password: 'long-enough' }],
    ['email and phone', { email: 'a@partii.test', phone: '+15555550100', password: 'long-enough' }],
    ['phone only', { phone: '+15555550100', password: 'long-enough' }],
    ['numeric email', { email: 42, password: 'long-enough' }],
    ['array email', { email: ['a@partii.test'], password: 'long-enough' }],
    ['numeric password', { email: 'a@partii.test', password: 123456 }],
    ['data not an object', { email: 'a@partii.test', password: 'long-enough', data: 'x' }],
    ['plain address', { email: 'plainaddress', password: 'long-enough' }],
    ['no local part', { email: '@partii.test', password: 'long-enough' }],
    ['no domain', { email: 'a@', password: 'long-enough' }],
    ['space in address', { email: 'a b@partii.test', password: 'long-enough' }],
    ['domain without dot', { email: 'a@localhost', password: 'long-enough' }],
    ['email too long', { email: `${'x'.repeat(300)}@partii.test`, password: 'long-enough' }],
    ['one-character password', { email: 'a@partii.test', password: '1' }],
    ['five-character password', { email: 'a@partii.test', password: '12345' }],
    ['password over 72 characters', { email: 'a@partii.test', password: 'p'.repeat(73) }],
  ] as const) {
    post(`signup ${label}`, 'signup', JSON.stringify(body));
  }
  for (const [label, body] of [
    ['empty object', {}],
    ['object email', { email: {}, password: 'x' }],
    ['email and phone', { email: 'a@partii.test', phone: '+15555550100', password: 'x' }],
    ['phone login', { phone: '+15555550100', password: 'x' }],
    ['unknown email', { email: `nobody-${randomUUID()}@partii.test`, password: 'whatever1' }],
    ['empty password', { email: 'a@partii.test', password: '' }],
  ] as const) {
    post(`password grant ${label}`, 'token?grant_type=password', JSON.stringify(body));
  }
  for (const [label, body] of [
    ['empty object', {}],
    ['numeric token', { refresh_token: 5 }],
    ['unknown token', { refresh_token: 'never-issued' }],
    ['empty token', { refresh_token: '' }],
  ] as const) {
    post(`refresh grant ${label}`, 'token?grant_type=refresh_token', JSON.stringify(body));
  }
  for (const grant of [
    '',
    'client_credentials',
    'authorization_code',
    'PASSWORD',
    'refresh',
    'implicit',
    'x'.repeat(500),
    'password%00',
    'password&grant_type=refresh_token&grant_type=nope',
  ]) {
    post(
      `token grant_type=${grant.slice(0, 40)}`,
      `token?grant_type=${grant === 'password&grant_type=refresh_token&grant_type=nope' ? grant.replace('password', 'nope') : encodeURIComponent(grant)}`,
      '{}',
    );
  }
  post('token without grant_type', 'token', '{}');
  for (const [label, body] of [
    ['no type', { token_hash: 'x' }],
    ['no token', { type: 'signup' }],
    ['unsupported type', { type: 'magic', token_hash: 'x' }],
    ['unknown token hash', { type: 'signup', token_hash: 'never-issued' }],
    ['six-digit otp', { type: 'email', token: '123456', email: 'a@partii.test' }],
  ] as const) {
    post(`verify ${label}`, 'verify', JSON.stringify(body));
  }
  // A well-formed link with an unknown token (type=invite since issue 13) is no bad input: like
  // GoTrue, it redirects the person who clicked it to the site with the error in the fragment
  // (backend-invite.test.ts). A link missing its parts, or of a type the service does not send, is.
  for (const query of ['', '?type=signup', '?token=abc', '?token=abc&type=bogus']) {
    cases.push({
      name: `verify link ${query || '(no query)'}`,
      method: 'GET',
      path: `/auth/v1/verify${query}`,
      credential: 'none',
    });
  }
  for (const [label, body] of [
    ['app_metadata', { app_metadata: { role: 'admin' } }],
    ['weak password', { password: '123' }],
    ['invalid email', { email: 'not-an-email' }],
    ['numeric data', { data: 5 }],
    ['phone', { phone: '+15555550100' }],
  ] as const) {
    post(`update user ${label}`, 'user', JSON.stringify(body), 'user', 'PUT');
  }
  const tokens: Credential[] = ['forged', 'expired', 'garbage', 'alg-none', 'no-sub', 'ghost', 'none'];
  for (const credential of tokens) {
    cases.push({ name: `get user with ${credential} token`, method: 'GET', path: '/auth/v1/user', credential });
    cases.push({ name: `logout with ${credential} token`, method: 'POST', path: '/auth/v1/logout', credential });
    cases.push({
      name: `update user with ${credential} token`,
      method: 'PUT',
      path: '/auth/v1/user',
      credential,
      body: '{}',
      headers: JSON_HEADERS,
    });
  }
  cases.push({
    name: 'get user with a Basic authorization',
    method: 'GET',
    path: '/auth/v1/user',
    credential: 'none',
    headers: { authorization: 'Basic dXNlcjpwYXNz' },
  });
  cases.push({
    name: 'logout with an unknown scope',
    method: 'POST',
    path: '/auth/v1/logout?scope=everything',
    credential: 'user',
  });
  for (const credential of ['anon', 'user', 'expired', 'none'] as const) {
    cases.push({ name: `admin list users as ${credential}`, method: 'GET', path: '/auth/v1/admin/users', credential });
  }
  cases.push({
    name: 'admin get a user id that is not a uuid',
    method: 'GET',
    path: '/auth/v1/admin/users/not-a-uuid',
    credential: 'service',
  });
  cases.push({
    name: 'admin get an unknown user',
    method: 'GET',
    path: `/auth/v1/admin/users/${randomUUID()}`,
    credential: 'service',
  });
  cases.push({
    name: 'admin delete an unknown user',
    method: 'DELETE',
    path: `/auth/v1/admin/users/${randomUUID()}`,
    credential: 'service',
  });
  post('admin create user without email', 'admin/users', JSON.stringify({ password: 'long-enough' }), 'service');
  post(
    'admin create user with a weak password',
    'admin/users',
    JSON.stringify({ email: `w-${randomUUID()}@partii.test`, password: '1' }),
    'service',
  );
  for (const path of ['nope', 'admin/nope', 'user/extra', 'token/extra', 'signup/x/y', 'admin/users/a/b']) {
    cases.push({ name: `unknown auth route /${path}`, method: 'GET', path: `/auth/v1/${path}`, credential: 'anon' });
  }
  for (const [method, path] of [
    ['GET', 'signup'],
    ['DELETE', 'user'],
    ['GET', 'token'],
    ['PUT', 'logout'],
    ['PATCH', 'settings'],
  ]) {
    cases.push({ name: `${method} /${path}`, method, path: `/auth/v1/${path}`, credential: 'anon' });
  }
  cases.push({
    name: 'signup without an apikey',
    method: 'POST',
    path: '/auth/v1/signup',
    apikey: 'none',
    credential: 'none',
    body: '{}',
    headers: JSON_HEADERS,
  });
  cases.push({
    name: 'signup with a bad apikey',
    method: 'POST',
    path: '/auth/v1/signup',
    apikey: 'garbage-key',
    credential: 'none',
    body: '{}',
    headers: JSON_HEADERS,
  });
  cases.push({
    name: 'signup oversized body (declared)',
    method: 'POST',
    path: '/auth/v1/signup',
    credential: 'anon',
    headers: JSON_HEADERS,
    body: Buffer.alloc(2 * 1024 * 1024, 0x20),
  });
  cases.push({
    name: 'signup oversized body (chunked)',
    method: 'POST',
    path: '/auth/v1/signup',
    credential: 'anon',
    headers: JSON_HEADERS,
    body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    chunked: true,
  });
  return cases;
}

// --- /storage/v1 ----------------------------------------------------------------------------

function storageCases(): BadRequest[] {
  const cases: BadRequest[] = [];
  const add = (name: string, method: string, path: string, extra: Partial<BadRequest> = {}) =>
    cases.push({ name, method, path: `/storage/v1/${path}`, credential: 'user', ...extra });

  for (const name of [
    'a/%2E%2E/b.txt',
    '..%2Fescape.txt',
    '%2Fabsolute.txt',
    'a//b.txt',
    './x.txt',
    'a%5C..%5Cb.txt',
    'a%00b.txt',
    `${'x'.repeat(1100)}.txt`,
  ]) {
    add(`upload key ${name.slice(0, 40)}`, 'POST', `object/resumes/${name}`, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
  }
  for (const bucket of ['%20lead', 'trail%20', '..', 'a%2Fb', 'bad%5Cname', 'x'.repeat(101)]) {
    add(`upload bucket ${bucket.slice(0, 30)}`, 'POST', `object/${bucket}/file.txt`, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
  }
  add('upload to an unknown bucket', 'POST', 'object/no-such-bucket/file.txt', {
    body: 'x',
    headers: { 'content-type': 'text/plain' },
  });
  add('upload multipart without a file part', 'POST', 'object/resumes/x/y.pdf', {
    body: '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--b--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  });
  add('upload malformed multipart', 'POST', 'object/resumes/x/y.pdf', {
    body: '--zzz\r\ngarbage',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  });
  add('upload a type resumes does not accept', 'POST', `object/resumes/${randomUUID()}/cv.exe`, {
    body: 'MZ',
    headers: { 'content-type': 'application/x-msdownload' },
  });
  add('upload a resume for no application (RLS)', 'POST', `object/resumes/${randomUUID()}/cv.pdf`, {
    body: '%PDF',
    headers: { 'content-type': 'application/pdf' },
    credential: 'anon',
  });
  for (const path of [
    'object/resumes/nothing/here.pdf',
    'object/authenticated/resumes/nothing.pdf',
    'object/no-such-bucket/x.pdf',
    'object/public/resumes/x.pdf',
    'object/info/resumes/x.pdf',
  ]) {
    add(`download ${path}`, 'GET', path);
  }
  for (const body of [...BAD_JSON, ...NON_OBJECT_JSON, 'null']) {
    add(`list body ${JSON.stringify(body)}`, 'POST', 'object/list/resumes', { body, headers: JSON_HEADERS });
    add(`sign body ${JSON.stringify(body)}`, 'POST', 'object/sign/resumes/x.pdf', { body, headers: JSON_HEADERS });
    add(`remove body ${JSON.stringify(body)}`, 'DELETE', 'object/resumes', { body, headers: JSON_HEADERS });
  }
  for (const [label, body] of [
    ['limit text', { limit: 'x' }],
    ['limit zero', { limit: 0 }],
    ['limit huge', { limit: 100000 }],
    ['offset negative', { offset: -1 }],
    ['sort column', { sortBy: { column: 'nope' } }],
    ['sort order', { sortBy: { column: 'name', order: 'sideways' } }],
    ['prefix number', { prefix: 5 }],
    ['search array', { search: ['x'] }],
  ] as const) {
    add(`list ${label}`, 'POST', 'object/list/resumes', { body: JSON.stringify(body), headers: JSON_HEADERS });
  }
  for (const [label, body] of [
    ['expiresIn text', { expiresIn: 'abc' }],
    ['expiresIn negative', { expiresIn: -1 }],
    ['expiresIn zero', { expiresIn: 0 }],
    ['expiresIn missing', {}],
    ['unknown object', { expiresIn: 60 }],
    ['paths not an array', { expiresIn: 60, paths: 'x' }],
    ['paths with numbers', { expiresIn: 60, paths: [1, 2] }],
  ] as const) {
    const path = label.startsWith('paths') ? 'object/sign/resumes' : 'object/sign/resumes/nothing.pdf';
    add(`sign ${label}`, 'POST', path, { body: JSON.stringify(body), headers: JSON_HEADERS });
  }
  for (const [label, body] of [
    ['prefixes string', { prefixes: 'x' }],
    ['prefixes empty', { prefixes: [] }],
    ['prefixes numbers', { prefixes: [1] }],
    ['no prefixes', {}],
  ] as const) {
    add(`remove ${label}`, 'DELETE', 'object/resumes', { body: JSON.stringify(body), headers: JSON_HEADERS });
  }
  add('remove a single unknown object', 'DELETE', 'object/resumes/nothing.pdf');
  for (const token of ['', 'garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJ1cmwiOiJyZXN1bWVzL3gucGRmIn0.AAAA']) {
    add(
      `signed download token ${JSON.stringify(token)}`,
      'GET',
      `object/sign/resumes/x.pdf${token ? `?token=${token}` : ''}`,
      { credential: 'none' },
    );
  }
  for (const credential of ['forged', 'garbage', 'alg-none', 'expired'] as const) {
    add(`list with a ${credential} JWT`, 'POST', 'object/list/resumes', {
      credential,
      body: '{}',
      headers: JSON_HEADERS,
    });
  }
  add('storage without any key', 'GET', 'bucket', { credential: 'none', apikey: 'none' });
  add('bucket unknown', 'GET', 'bucket/no-such-bucket');
  add('bucket invalid name', 'GET', 'bucket/%20x');
  add('bucket create by a user (RLS)', 'POST', 'bucket', {
    body: JSON.stringify({ id: `b-${randomUUID().slice(0, 6)}` }),
    headers: JSON_HEADERS,
  });
  add('bucket create bad JSON', 'POST', 'bucket', { body: '{', headers: JSON_HEADERS, credential: 'service' });
  add('bucket create bad limit', 'POST', 'bucket', {
    body: JSON.stringify({ id: 'x', file_size_limit: 'big' }),
    headers: JSON_HEADERS,
    credential: 'service',
  });
  for (const [method, path] of [
    ['GET', 'nope'],
    ['GET', 'object'],
    ['PATCH', 'object/resumes/x.pdf'],
    ['GET', 'bucket/a/b'],
    ['POST', 'object/move'],
  ]) {
    add(`${method} ${path}`, method, path);
  }
  for (const [name, file, mib] of [
    ['storage upload over the global file size limit (50 MiB)', 'huge.pdf', 52],
    ['storage upload over the gateway limit (declared)', 'big.pdf', 56],
  ] as const) {
    cases.push({
      name,
      method: 'POST',
      path: `/storage/v1/object/resumes/${file}`,
      credential: 'user',
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.alloc(mib * 1024 * 1024),
    });
  }
  return cases;
}

// --- /functions/v1 --------------------------------------------------------------------------

function functionCases(): BadRequest[] {
  const cases: BadRequest[] = [];
  const add = (name: string, method: string, path: string, extra: Partial<BadRequest> = {}) =>
    cases.push({ name, method, path: `/functions/v1/${path}`, credential: 'user', headers: JSON_HEADERS, ...extra });
  for (const name of [
    'nope',
    'create-profile-admin',
    'CREATE_PROFILE_ADMIN',
    '_shared',
    '.hidden',
    '%2E%2E',
    'a%2Fb',
    'x'.repeat(80),
    '',
  ]) {
    add(`unknown function ${JSON.stringify(name.slice(0, 30))}`, 'POST', name, { body: '{}' });
  }
  add('create_profile_admin with GET', 'GET', 'create_profile_admin');
  add('create_profile_admin with PUT', 'PUT', 'create_profile_admin', { body: '{}' });
  for (const body of [...BAD_JSON, ...NON_OBJECT_JSON, '', 'null']) {
    add(`create_profile_admin body ${JSON.stringify(body)}`, 'POST', 'create_profile_admin', { body });
  }
  const valid = { profile_id: randomUUID(), first_name: 'A', last_name: 'B', email_address: 'a@partii.test' };
  for (const [label, patch] of [
    ['missing profile_id', { profile_id: undefined }],
    ['bad profile_id', { profile_id: 'nope' }],
    ['numeric first_name', { first_name: 1 }],
    ['empty last_name', { last_name: '' }],
    ['long first_name', { first_name: 'x'.repeat(101) }],
    ['bad email', { email_address: 'a@b' }],
    ['object email', { email_address: { a: 1 } }],
  ] as const) {
    add(`create_profile_admin ${label}`, 'POST', 'create_profile_admin', {
      body: JSON.stringify({ ...valid, ...patch }),
    });
  }
  for (const credential of ['anon', 'expired', 'forged', 'garbage', 'alg-none', 'no-sub', 'ghost'] as const) {
    add(`create_profile_admin as ${credential}`, 'POST', 'create_profile_admin', {
      credential,
      body: JSON.stringify(valid),
    });
  }
  add('functions oversized body (declared)', 'POST', 'create_profile_admin', {
    body: Buffer.alloc(11 * 1024 * 1024, 0x20),
  });
  add('functions oversized body (chunked)', 'POST', 'create_profile_admin', {
    body: Buffer.alloc(11 * 1024 * 1024, 0x20),
    chunked: true,
  });
  return cases;
}

// --- running the cases ----------------------------------------------------------------------

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function send(request: BadRequest, tokens: Record<Credential, string | null>): Promise<Answer> {
  const { url, anonKey } = getTestStack();
  const { hostname, port } = new URL(url);
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  if (request.apikey === undefined || request.apikey === 'anon') headers.apikey = anonKey;
  else if (request.apikey !== 'none') headers.apikey = request.apikey;
  const token = tokens[request.credential ?? 'anon'];
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
  const body =
    request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  if (body && !request.chunked && !headers['content-length']) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body went out: the write then fails
    // (EPIPE/ECONNRESET) while the answer is, or is about to be, in — wait for it briefly.
    req.on('error', (err) => {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EPIPE' || code === 'ECONNRESET') setTimeout(() => reject(err), 2000);
      else reject(err);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    if (body) req.write(body);
    req.end();
  });
}

async function sign(claims: Record<string, unknown>, secret: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

const SURFACES: [string, BadRequest[]][] = [
  ['rest', restCases()],
  ['auth', authCases()],
  ['storage', storageCases()],
  ['functions', functionCases()],
];

describe('bad input: every HTTP answer is a 4xx JSON body', () => {
  const tokens = {} as Record<Credential, string | null>;

  beforeAll(async () => {
    const { anonKey, serviceRoleKey, jwtSecret } = getTestStack();
    const user = await createUser();
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw error;
    const userClaims = { role: 'authenticated', aud: 'authenticated', sub: user.id, email: user.email };
    Object.assign(tokens, {
      anon: anonKey,
      service: serviceRoleKey,
      user: data.session!.access_token,
      expired: await sign(
        {
          ...userClaims,
          session_id:
            data.session &&
            JSON.parse(Buffer.from(data.session.access_token.split('.')[1], 'base64url').toString()).session_id,
        },
        jwtSecret,
        -60,
      ),
      forged: await sign(userClaims, 'a-different-secret-that-is-32-characters-long', 3600),
      garbage: 'this-is-not-a-jwt',
      'alg-none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(userClaims)).toString('base64url')}.`,
      'no-sub': await sign({ role: 'authenticated', aud: 'authenticated' }, jwtSecret, 3600),
      ghost: await sign({ ...userClaims, sub: randomUUID() }, jwtSecret, 3600),
      none: null,
    });
  });

  it(`sends at least 200 distinct malformed requests`, () => {
    const all = SURFACES.flatMap(([surface, cases]) =>
      cases.map(
        (c) =>
          `${c.method} ${c.path} ${c.credential ?? ''} ${String(c.body ?? '').slice(0, 200)} ${JSON.stringify(c.headers ?? {})} ${c.chunked ?? ''} ${c.apikey ?? ''} ${surface}`,
      ),
    );
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all).size).toBe(all.length);
  });

  for (const [surface, cases] of SURFACES) {
    describe(surface, () => {
      it.each(cases.map((c, i) => [`${i + 1}. ${c.name}`, c] as const))('%s', async (_label, request) => {
        const answer = await send(request, tokens);
        const context = `${request.method} ${request.path.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 300)}`;
        expect(answer.status, context).toBeGreaterThanOrEqual(400);
        expect(answer.status, context).toBeLessThan(500);
        expect(answer.contentType, context).toMatch(/json/);
        expect(() => JSON.parse(answer.body), context).not.toThrow();
      });
    });
  }

  it('still serves normal requests afterwards', async () => {
    const { data, error } = await anonClient().from('jobs').select('id').limit(1);
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
    const health = await fetch(`${getTestStack().url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const session = await anonClient().auth.signUp({
      email: `after-${randomUUID().slice(0, 8)}@partii.test`,
      password: 'long-enough',
    });
    expect(session.error).toBeNull();
  });
});

// --- /realtime/v1/websocket -------------------------------------------------------------------

describe('bad input: realtime websocket frames', () => {
  function openSocket(): Promise<WebSocket> {
    const { url, anonKey } = getTestStack();
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  }

  /** Sends one frame; resolves with the server's first reply, or 'closed' if it closed the socket. */
  function exchange(ws: WebSocket, frame: string | Buffer, binary = false): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no reply and no close within 5 s')), 5000);
      const done = (value: string) => {
        clearTimeout(timer);
        ws.off('message', onMessage);
        ws.off('close', onClose);
        resolve(value);
      };
      const onMessage = (data: WebSocket.RawData) => done(data.toString());
      const onClose = () => done('closed');
      ws.on('message', onMessage);
      ws.on('close', onClose);
      ws.send(frame, { binary });
    });
  }

  const frames: [string, string | Buffer, boolean][] = [
    ['garbage text', 'hello there', false],
    ['empty text', '', false],
    ['JSON object', '{"topic":"phoenix","event":"heartbeat"}', false],
    ['JSON number', '42', false],
    ['JSON null', 'null', false],
    ['short array', '[null, "1"]', false],
    ['array of wrong types', '[1, 2, 3, 4, 5]', false],
    ['array with object topic', '[null, "1", {"a":1}, "phx_join", {}]', false],
    ['unknown event on phoenix', '[null, "1", "phoenix", "explode", {}]', false],
    ['join with a bad config', '[ "1", "1", "realtime:x", "phx_join", {"config": "nope"}]', false],
    [
      'join with bad postgres_changes',
      '[ "1", "2", "realtime:y", "phx_join", {"config": {"postgres_changes": [{"event": 5, "table": {}}]}}]',
      false,
    ],
    [
      'join with a forged access_token',
      '[ "1", "3", "realtime:z", "phx_join", {"access_token": "not-a-jwt", "config": {}}]',
      false,
    ],
    [
      'push to a channel not joined',
      '[ "9", "4", "realtime:never", "broadcast", {"type":"broadcast","event":"x","payload":{}}]',
      false,
    ],
    ['truncated JSON', '[null, "1", "phoenix", "heartbeat"', false],
    ['binary garbage', Buffer.from([0xff, 0x00, 0x13, 0x37, 0x42]), true],
    ['binary empty', Buffer.alloc(0), true],
    ['binary push with a bad length', Buffer.from([3, 200, 200, 200, 1, 2]), true],
  ];

  it.each(frames)('answers %s with an error reply or a close, never a crash', async (_label, frame, binary) => {
    const ws = await openSocket();
    try {
      const reply = await exchange(ws, frame, binary);
      if (reply !== 'closed') {
        expect(reply).toMatch(/error|phx_reply/);
        // The socket still works: a heartbeat is answered.
        const heartbeat = await exchange(ws, JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
        expect(heartbeat).toContain('"ok"');
      }
    } finally {
      ws.terminate();
    }
  });

  it('refuses a socket without a valid apikey, and the gateway keeps serving', async () => {
    const { url } = getTestStack();
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`);
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      ws.once('error', () => resolve('error'));
    });
    ws.terminate();
    expect(outcome).not.toBe('open');
    const { error } = await anonClient().from('jobs').select('id').limit(1);
    expect(error).toBeNull();
  });
});
