import { connect, type NatsConnection } from 'nats';
import { lastingConnectionOptions, type Logger } from '@realty/service-kit';

/**
 * A NATS connection of the gateway's, made in the background with unlimited reconnects, so the gateway starts and
 * serves everything else while NATS is away. `onOpen` gets it once it is made, unless its owner was closed meanwhile
 * (`isClosed`), in which case it is closed at once.
 */
export function connectInBackground(
  url: string,
  name: string,
  log: Logger,
  onOpen: (nc: NatsConnection) => void,
  isClosed: () => boolean,
): Promise<NatsConnection> {
  const connection = connect(lastingConnectionOptions(url, name));
  connection.then(
    (nc) => (isClosed() ? void nc.close() : onOpen(nc)),
    (err: unknown) => log.error('nats connection failed', { name, err }),
  );
  return connection;
}
