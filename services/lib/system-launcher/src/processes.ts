/** The services the launcher starts, each from services/<name>. */
export const SERVICES = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Every node process the launcher starts: the services and the gateway. */
export const LAUNCHED: readonly string[] = [...SERVICES, 'gateway'];
