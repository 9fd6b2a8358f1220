import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startBilling } from './server.ts';

main(() => startBilling(loadEnv()));
