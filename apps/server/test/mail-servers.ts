import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** Where Debian's dovecot-imapd puts the server (`apt-get install dovecot-imapd`). */
export const dovecotBinary = process.env.DOVECOT_BINARY ?? '/usr/sbin/dovecot';

export interface MailUser {
  address: string;
  password: string;
}

/** What the SMTP server knows of an accepted message when it chooses the folder. */
export interface IncomingMessage {
  subject: string;
  from: string;
  to: string;
}

export interface StartMailServersOptions {
  users: MailUser[];
  /** True files the message in the recipient's Junk folder instead of the inbox. */
  junkWhen?: (message: IncomingMessage) => boolean;
  /**
   * Also listen with TLS from the first byte (SMTP and IMAP, a self-signed certificate for
   * `localhost`). Dovecot then offers STARTTLS on its plain port too, with the same certificate.
   */
  tls?: boolean;
  /** Fixed ports (the browser tests); free ones otherwise. */
  ports?: { smtp?: number; imap?: number; smtps?: number; imaps?: number };
  host?: string;
}

export interface ServerAddress {
  host: string;
  port: number;
}

export type MailFolder = 'INBOX' | 'Junk' | 'Sent';

export interface MailServers {
  smtp: ServerAddress;
  imap: ServerAddress;
  /** Present when started with `tls: true`. */
  smtps: ServerAddress | null;
  imaps: ServerAddress | null;
  /** The raw messages in a user's folder (new and seen), as Dovecot keeps them. */
  messagesIn(address: string, folder: MailFolder): Promise<string[]>;
  /** Puts a message straight into a folder, as another server's delivery would. */
  deliver(address: string, raw: string, folder?: MailFolder): Promise<void>;
  /** Messages the SMTP server accepted so far. */
  accepted(): number;
  /** The Message-ID of every message the SMTP servers accepted, in order (a resend appears twice). */
  acceptedMessageIds(): string[];
  /** Sign-ins (AUTH with a user name and password) the SMTP servers received so far, right or wrong. */
  smtpSignIns(): number;
  /** Dovecot's log lines of its IMAP login process, one per connection once it ends (`user=<>`: no credentials came). */
  imapLoginLog(): Promise<string[]>;
  /** The user's password changes on both servers (as when someone changes it at the provider). */
  changePassword(address: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Real mail servers on loopback for the tests: Dovecot (IMAP, passwd-file users with plaintext
 * passwords, maildirs in a temporary folder) and smtp-server (SMTP with AUTH, no STARTTLS) that
 * signs in the same users and files each accepted message into the recipient's maildir, where
 * Dovecot sees it. Dovecot runs as the current user; as root, its mail processes run as `nobody`
 * and its login and internal processes as the package's `dovenull` and `dovecot` users.
 */
export async function startMailServers(options: StartMailServersOptions): Promise<MailServers> {
  if (!existsSync(dovecotBinary)) {
    throw new Error(`Dovecot is not installed (${dovecotBinary}): run \`sudo apt-get install -y dovecot-imapd\`.`);
  }
  const host = options.host ?? '127.0.0.1';
  const users = new Map(options.users.map((user) => [user.address.toLowerCase(), user.password]));
  const root = mkdtempSync(path.join(tmpdir(), 'leadpilot-mail-'));
  chmodSync(root, 0o755);
  const owner = mailOwner();
  const maildirOf = (address: string) => path.join(root, 'users', address.toLowerCase(), 'Maildir');
  const folderDir = (address: string, folder: MailFolder) =>
    folder === 'INBOX' ? maildirOf(address) : path.join(maildirOf(address), `.${folder}`);

  for (const address of users.keys()) {
    for (const folder of ['INBOX', 'Junk'] as const) {
      for (const part of ['cur', 'new', 'tmp'])
        mkdirSync(path.join(folderDir(address, folder), part), { recursive: true });
    }
  }
  if (isRoot) chownTree(path.join(root, 'users'), owner.uid, owner.gid);

  const certificate = options.tls ? selfSignedCertificate(root) : null;
  let counter = 0;
  async function deliver(address: string, raw: string, folder: MailFolder = 'INBOX') {
    const name = `${Date.now()}.M${process.pid}Q${counter++}R${randomBytes(4).toString('hex')}.leadpilot-test`;
    const directory = folderDir(address, folder);
    const temporary = path.join(directory, 'tmp', name);
    await writeFile(temporary, raw.replace(/\r\n/g, '\n'));
    if (isRoot) chownSync(temporary, owner.uid, owner.gid);
    await rename(temporary, path.join(directory, 'new', name));
  }

  let accepted = 0;
  const acceptedIds: string[] = [];
  let smtpSignIns = 0;
  const smtpOptions: SMTPServerOptions = {
    name: 'mail.loopback.test',
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    closeTimeout: 100,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      smtpSignIns++;
      const user = (auth.username ?? '').toLowerCase();
      if (users.has(user) && users.get(user) === auth.password) return callback(null, { user });
      return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (users.has(address.address.toLowerCase())) return callback();
      return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then(async (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            for (const recipient of session.envelope.rcptTo) {
              const to = recipient.address.toLowerCase();
              const junk = options.junkWhen?.({ subject: parsed.subject ?? '', from, to }) ?? false;
              await deliver(to, raw, junk ? 'Junk' : 'INBOX');
            }
            accepted++;
            acceptedIds.push(parsed.messageId ?? '');
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const smtp = new SMTPServer({ ...smtpOptions, disabledCommands: ['STARTTLS'] });
  const smtpPort = await listen(smtp, host, options.ports?.smtp ?? 0);
  const smtps = certificate
    ? new SMTPServer({ ...smtpOptions, secure: true, key: certificate.key, cert: certificate.cert })
    : null;
  const smtpsPort = smtps ? await listen(smtps, host, options.ports?.smtps ?? 0) : null;

  const imapPort = options.ports?.imap || (await freePort(host));
  const imapsPort = certificate ? options.ports?.imaps || (await freePort(host)) : null;
  const passwd = path.join(root, 'passwd');
  const writeUsers = () =>
    writeFileSync(passwd, [...users].map(([address, password]) => `${address}:{PLAIN}${password}::::::\n`).join(''), {
      mode: 0o644,
    });
  writeUsers();
  const configFile = path.join(root, 'dovecot.conf');
  writeFileSync(
    configFile,
    dovecotConfig({ root, host, imapPort, imapsPort, passwd, owner, certificate: certificate?.files ?? null }),
  );
  const dovecot = spawn(dovecotBinary, ['-F', '-c', configFile], { stdio: 'ignore' });
  const killOnExit = () => {
    dovecot.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const logFile = path.join(root, 'dovecot.log');
  try {
    await waitForGreeting(dovecot, host, imapPort, logFile);
  } catch (error) {
    await stopProcess(dovecot);
    await Promise.all([close(smtp), smtps ? close(smtps) : undefined]);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    smtp: { host, port: smtpPort },
    imap: { host, port: imapPort },
    smtps: smtpsPort === null ? null : { host, port: smtpsPort },
    imaps: imapsPort === null ? null : { host, port: imapsPort },
    async messagesIn(address, folder) {
      const directory = folderDir(address, folder);
      const raws: string[] = [];
      for (const part of ['new', 'cur']) {
        const names = await readdir(path.join(directory, part)).catch(() => []);
        for (const name of names.sort()) raws.push(await readFile(path.join(directory, part, name), 'utf8'));
      }
      return raws;
    },
    deliver,
    accepted: () => accepted,
    acceptedMessageIds: () => [...acceptedIds],
    smtpSignIns: () => smtpSignIns,
    async imapLoginLog() {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      return log.split('\n').filter((line) => / imap-login: /.test(line));
    },
    async changePassword(address, password) {
      users.set(address.toLowerCase(), password);
      // Dovecot reads a passwd-file again when its time stamp (whole seconds) or size changed, at
      // most once a second: write in a new second, then wait until the new password signs in.
      const written = Math.floor(statSync(passwd).mtimeMs / 1000);
      while (Math.floor(Date.now() / 1000) <= written) await new Promise((resolve) => setTimeout(resolve, 50));
      writeUsers();
      const deadline = Date.now() + 5000;
      while (!(await signsIn(host, imapPort, address, password))) {
        if (Date.now() > deadline) throw new Error(`Dovecot did not take the new password of ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      await Promise.all([stopProcess(dovecot), close(smtp), smtps ? close(smtps) : undefined]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

interface MailOwner {
  uid: number;
  gid: number;
  /** The users Dovecot's own processes run as. */
  internalUser: string;
  internalGroup: string;
  loginUser: string;
}

/** As root: mail as `nobody`, Dovecot's processes as its package users. Otherwise: all as the current user. */
function mailOwner(): MailOwner {
  if (isRoot) {
    return { uid: 65534, gid: 65534, internalUser: 'dovecot', internalGroup: 'dovecot', loginUser: 'dovenull' };
  }
  const user = userInfo();
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  return { uid: user.uid, gid: user.gid, internalUser: user.username, internalGroup: group, loginUser: user.username };
}

function chownTree(directory: string, uid: number, gid: number) {
  chownSync(directory, uid, gid);
  for (const entry of execFileSync('find', [directory, '-mindepth', '1'], { encoding: 'utf8' }).split('\n')) {
    if (entry) chownSync(entry, uid, gid);
  }
}

function selfSignedCertificate(root: string) {
  const key = path.join(root, 'key.pem');
  const cert = path.join(root, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  chmodSync(key, 0o644);
  return { key: readFileSync(key), cert: readFileSync(cert), files: { key, cert } };
}

function dovecotConfig(input: {
  root: string;
  host: string;
  imapPort: number;
  imapsPort: number | null;
  passwd: string;
  owner: MailOwner;
  certificate: { key: string; cert: string } | null;
}): string {
  const { root, owner, certificate } = input;
  const tlsLines = certificate
    ? [`ssl = yes`, `ssl_cert = <${certificate.cert}`, `ssl_key = <${certificate.key}`]
    : ['ssl = no'];
  const imaps =
    input.imapsPort === null
      ? ['  inet_listener imaps {', '    port = 0', '  }']
      : ['  inet_listener imaps {', `    port = ${input.imapsPort}`, '    ssl = yes', '  }'];
  return [
    `base_dir = ${path.join(root, 'run')}`,
    `state_dir = ${path.join(root, 'state')}`,
    `log_path = ${path.join(root, 'dovecot.log')}`,
    'protocols = imap',
    `listen = ${input.host}`,
    ...tlsLines,
    // Loopback only: plaintext sign-in is what the tests exercise; no delay after a wrong password.
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    'auth_failure_delay = 0',
    `default_internal_user = ${owner.internalUser}`,
    `default_internal_group = ${owner.internalGroup}`,
    `default_login_user = ${owner.loginUser}`,
    'first_valid_uid = 1',
    'mail_location = maildir:~/Maildir',
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%Lu ${input.passwd}`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${owner.uid} gid=${owner.gid} home=${path.join(root, 'users')}/%Lu`,
    '}',
    'namespace inbox {',
    '  inbox = yes',
    '  separator = /',
    '  mailbox Junk {',
    '    special_use = \\Junk',
    '    auto = subscribe',
    '  }',
    '  mailbox Sent {',
    '    special_use = \\Sent',
    '    auto = subscribe',
    '  }',
    '}',
    // No growing delay after repeated wrong passwords: the tests try many on purpose. No chroot:
    // only root may chroot, and the tests may run as anyone.
    'service anvil {',
    '  chroot =',
    '  unix_listener anvil-auth-penalty {',
    '    mode = 0',
    '  }',
    '}',
    'service imap-login {',
    '  chroot =',
    '  inet_listener imap {',
    `    port = ${input.imapPort}`,
    '  }',
    ...imaps,
    '}',
    '',
  ].join('\n');
}

function listen(server: SMTPServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeListener('error', reject);
      // A client that gives up mid-handshake (the TLS tests) is no failure of the server.
      server.on('error', () => undefined);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function close(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until Dovecot greets on its IMAP port; fails with its log when it exits or stays silent. */
async function waitForGreeting(child: ChildProcess, host: string, port: number, logFile: string) {
  const deadline = Date.now() + 20_000;
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '');
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Dovecot stopped at start (exit ${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    if (await greets(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Dovecot did not greet on ${host}:${port} within 20 seconds:\n${log()}`);
}

function greets(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    // A plain timer: a socket's idle timeout does not cover a connection stuck in the listen queue.
    const timer = setTimeout(() => done(false), 1000);
    function done(value: boolean) {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    }
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString('utf8').startsWith('* OK')));
  });
}

/** Whether `LOGIN` with these credentials succeeds on the IMAP port. */
function signsIn(host: string, port: number, address: string, password: string): Promise<boolean> {
  const quoted = (text: string) => `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`;
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let received = '';
    let sent = false;
    const timer = setTimeout(() => done(false), 3000);
    function done(value: boolean) {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    }
    socket.once('error', () => done(false));
    socket.on('data', (data) => {
      received += data.toString('utf8');
      if (!sent && received.includes('\r\n')) {
        sent = true;
        socket.write(`a LOGIN ${quoted(address)} ${quoted(password)}\r\n`);
      }
      const answer = /^a (OK|NO|BAD)/m.exec(received);
      if (answer) done(answer[1] === 'OK');
    });
  });
}

/** SIGTERM, then waits until the master and its listeners are gone (SIGKILL after 5 seconds). */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
