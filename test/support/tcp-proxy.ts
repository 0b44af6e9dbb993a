import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to a server (PostgreSQL, Redis) that a test can take down in the two ways networks fail: `refuse`
 * (every connection cut and new ones refused, as when the server is stopped) and `blackhole` (connections cut,
 * new ones accepted but never answered, as when a host or a firewall drops packets); `restore` brings it back
 * on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: 'up' | 'blackhole' = 'up';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = 0): Promise<this> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Cuts every connection and refuses new ones (ECONNREFUSED). */
  async refuse(): Promise<void> {
    this.cut();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Cuts every connection; new ones are accepted and never answered. */
  blackhole(): void {
    this.mode = 'blackhole';
    this.cut();
  }

  async restore(): Promise<void> {
    this.mode = 'up';
    this.cut(); // connections held by the black hole
    if (!this.server) await this.start(this.port);
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private cut(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private accept(client: Socket): void {
    this.sockets.add(client);
    client.on('error', () => {});
    client.on('close', () => this.sockets.delete(client));
    if (this.mode === 'blackhole') return;
    const upstream = connect(this.target);
    this.sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
