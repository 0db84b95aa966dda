import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { haproxyConfig } from './haproxy-config';
import { statusOf, until } from './local-net';

/** How an instance is started: the built server (`node dist/server.js`) or the sources under tsx. */
export interface InstanceCommand {
  command: string;
  args: string[];
  cwd: string;
}

export interface ClusterOptions {
  instances: number;
  /** The gateway's port on 127.0.0.1; the instances take the ports after `firstInstancePort`. */
  gatewayPort: number;
  firstInstancePort: number;
  /** The instances' environment: one DATABASE_URL (PostgreSQL) for all. */
  env: NodeJS.ProcessEnv;
  command: InstanceCommand;
  /** Where the gateway's configuration is written. */
  gatewayDir: string;
  checkIntervalMs?: number;
  /** Each line the instances and the gateway print, with whose it is. */
  log?: (source: string, line: string) => void;
}

interface Instance {
  name: string;
  port: number;
  process: ChildProcess | null;
  exited: Promise<number | null> | null;
}

/**
 * Several API instances on one database behind HAProxy, on this machine: what `pnpm start:cluster`
 * runs and what the cluster test and the fault test drive (restart one by one, kill one).
 */
export class Cluster {
  readonly instances: Instance[];
  private gateway: ChildProcess | null = null;
  private readonly checkIntervalMs: number;

  constructor(private readonly options: ClusterOptions) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000;
    this.instances = Array.from({ length: options.instances }, (_, index) => ({
      name: `api${index + 1}`,
      port: options.firstInstancePort + index,
      process: null,
      exited: null,
    }));
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.gatewayPort}`;
  }

  instanceUrl(index: number): string {
    return `http://127.0.0.1:${this.instances[index]!.port}`;
  }

  /** Starts the instances (the first alone: it migrates and seeds, the others then start together) and the gateway. */
  async start(): Promise<void> {
    await this.startInstance(0);
    await Promise.all(this.instances.slice(1).map((_, index) => this.startInstance(index + 1)));
    await this.startGateway();
  }

  async startInstance(index: number): Promise<void> {
    const instance = this.instances[index]!;
    const { command, args, cwd } = this.options.command;
    const child = spawn(command, args, {
      cwd,
      env: { ...this.options.env, HOST: '127.0.0.1', PORT: String(instance.port) },
      stdio: this.stdio,
    });
    instance.process = child;
    instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.pipe(instance.name, child);
    await until(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`${instance.name} exited with ${child.exitCode} while starting`);
        return (await statusOf(`${this.instanceUrl(index)}/api/health/ready`)) === 200;
      },
      `${instance.name} to be ready`,
      180_000,
    );
  }

  /** SIGTERM: the instance reports not-ready, drains, finishes what is in flight and exits (its code). */
  async stopInstance(index: number): Promise<number | null> {
    const instance = this.instances[index]!;
    instance.process?.kill('SIGTERM');
    const code = await instance.exited;
    instance.process = null;
    return code;
  }

  /** kill -9: no drain, requests in flight fail. */
  async killInstance(index: number): Promise<void> {
    const instance = this.instances[index]!;
    instance.process?.kill('SIGKILL');
    await instance.exited;
    instance.process = null;
  }

  /** Stops and starts one instance, and waits until the gateway sends to it again. */
  async restartInstance(index: number): Promise<number | null> {
    const code = await this.stopInstance(index);
    await this.startInstance(index);
    // `rise 2`: two good checks, and one interval spare.
    await sleep(this.checkIntervalMs * 3);
    return code;
  }

  /** A rolling restart: one instance after another, each back in the gateway before the next goes. */
  async rollingRestart(): Promise<(number | null)[]> {
    const codes: (number | null)[] = [];
    for (let index = 0; index < this.instances.length; index += 1)
      codes.push(await this.restartInstance(index));
    return codes;
  }

  async startGateway(): Promise<void> {
    await fs.mkdir(this.options.gatewayDir, { recursive: true });
    const file = path.join(this.options.gatewayDir, 'haproxy.cfg');
    await fs.writeFile(
      file,
      haproxyConfig({
        bind: '127.0.0.1',
        port: this.options.gatewayPort,
        servers: this.instances.map((instance) => `127.0.0.1:${instance.port}`),
        checkIntervalMs: this.checkIntervalMs,
      }),
    );
    // -db: in the foreground, logging to stderr; -W would add a master process we do not need.
    this.gateway = spawn('haproxy', ['-db', '-f', file], { stdio: this.stdio });
    this.pipe('gateway', this.gateway);
    const gateway = this.gateway;
    await until(
      async () => {
        if (gateway.exitCode !== null) throw new Error(`haproxy exited with ${gateway.exitCode}`);
        return (await statusOf(`${this.url}/api/health/ready`)) === 200;
      },
      'the gateway',
      30_000,
    );
    // Every instance up in the gateway (rise 2) before anyone counts on it.
    await sleep(this.checkIntervalMs * 3);
  }

  async stop(): Promise<void> {
    this.gateway?.kill('SIGTERM');
    await Promise.all(
      this.instances.map(async (instance, index) => {
        if (instance.process) await this.stopInstance(index);
      }),
    );
  }

  /** For a test's teardown: nothing left running, whatever state it is in. */
  kill(): void {
    this.gateway?.kill('SIGKILL');
    for (const instance of this.instances) instance.process?.kill('SIGKILL');
  }

  /**
   * A child's output goes to a pipe only when it is read (`log`): unread pipes fill up, and a server
   * logging at info blocked on its last flush at SIGTERM and never exited (bench:api's gateway step
   * hung), so output nobody reads goes nowhere.
   */
  private get stdio(): StdioOptions {
    const output = this.options.log ? 'pipe' : 'ignore';
    return ['ignore', output, output];
  }

  private pipe(source: string, child: ChildProcess): void {
    const log = this.options.log;
    if (!log) return;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (data: Buffer) => {
        const lines = (rest + data.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line) log(source, line);
      });
    }
  }
}
