import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startAdmin } from './server.ts';

main(() => startAdmin(loadEnv()));
