import type { ChildProcess } from 'node:child_process';

export type SupervisedState = 'running' | 'restarting' | 'crash-loop' | 'stopped';

export interface SupervisionPolicy {
  /** This many unexpected exits within `windowMs` is a crash loop: restarting stops. */
  maxCrashes: number;
  windowMs: number;
  /**
   * The first crash within `windowMs` is restarted at once (a killed process is nothing to wait
   * for); the second waits `firstDelayMs`, and each further one twice the previous, up to `maxDelayMs`.
   */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_POLICY: SupervisionPolicy = {
  maxCrashes: 5,
  windowMs: 60_000,
  firstDelayMs: 250,
  maxDelayMs: 2000,
};

/** The wait before restarting after the `crashCount`-th crash within the policy's window. */
export function restartDelayMs(policy: SupervisionPolicy, crashCount: number): number {
  if (crashCount <= 1) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (crashCount - 2));
}

export interface SupervisedStatus {
  name: string;
  state: SupervisedState;
  pid: number | null;
  restarts: number;
  lastExit: string | null;
}

/**
 * Keeps one child process running: when it crashes (a non-zero exit, kill -9, the OOM
 * killer), it is started again at once, with the same arguments and port; repeated crashes
 * wait a growing backoff (see `restartDelayMs`). A child that keeps dying is not restarted
 * forever behind everyone's back: after
 * `maxCrashes` exits within `windowMs` it is left down, the state says `crash-loop`, and the
 * log says so loudly.
 */
export class SupervisedProcess {
  private current: ChildProcess;
  private state: SupervisedState = 'running';
  private crashes: number[] = [];
  private restarts = 0;
  private lastExit: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly name: string,
    private readonly spawnChild: () => ChildProcess,
    private readonly log: (msg: string) => void,
    private readonly policy: SupervisionPolicy = DEFAULT_POLICY,
    /** Called with each new child after a restart (e.g. to wait until it answers). */
    private readonly onRestart: (child: ChildProcess) => void = () => undefined,
  ) {
    this.current = this.launch();
  }

  /** The child running now (a restart replaces it). */
  get process(): ChildProcess {
    return this.current;
  }

  status(): SupervisedStatus {
    return {
      name: this.name,
      state: this.state,
      pid: this.current.pid ?? null,
      restarts: this.restarts,
      lastExit: this.lastExit,
    };
  }

  /** Stops the child and supervision (graceful: SIGTERM, then SIGKILL after the timeout). */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.state = 'stopped';
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await stopChild(this.current, timeoutMs);
  }

  /** Starts a stopped (or crash-looped) child again, with a clean crash history. */
  resume(): ChildProcess {
    if (this.state === 'running' || this.state === 'restarting') return this.current;
    this.crashes = [];
    this.state = 'running';
    this.current = this.launch();
    return this.current;
  }

  private launch(): ChildProcess {
    const child = this.spawnChild();
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    return child;
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.current || this.state !== 'running') return;
    const now = Date.now();
    this.lastExit = signal ? `signal ${signal}` : `code ${code}`;
    // A clean exit or a stop signal is someone's decision (Ctrl-C reaches every child of the
    // terminal at once, before the launcher stops them in order): not a crash to undo.
    if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') {
      this.state = 'stopped';
      this.log(`${this.name} stopped (${this.lastExit})`);
      return;
    }
    this.crashes = [...this.crashes.filter((t) => now - t < this.policy.windowMs), now];
    if (this.crashes.length >= this.policy.maxCrashes) {
      this.state = 'crash-loop';
      this.log(
        `CRASH LOOP: ${this.name} exited ${this.crashes.length} times within ${this.policy.windowMs / 1000} s (last: ${this.lastExit}); not restarting it. See its log.`,
      );
      return;
    }
    const delay = restartDelayMs(this.policy, this.crashes.length);
    this.state = 'restarting';
    this.log(`${this.name} exited unexpectedly (${this.lastExit}); restarting ${delay ? `in ${delay} ms` : 'now'}`);
    const restart = () => {
      this.timer = null;
      if (this.state !== 'restarting') return;
      this.state = 'running';
      this.restarts += 1;
      this.current = this.launch();
      this.onRestart(this.current);
    };
    if (delay === 0) restart();
    else this.timer = setTimeout(restart, delay);
  }
}

/** SIGTERM, then SIGKILL if the child has not exited within the timeout. */
export function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
