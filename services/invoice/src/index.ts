import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startInvoice } from './server.ts';

main(() => startInvoice(loadEnv()));
