import fp from 'fastify-plugin';
import { createDocumentStore } from '../adapters/documents/create-store.ts';
import type { DocumentStore } from '../adapters/documents/document-store.ts';
import { createGateway } from '../adapters/payments/create-gateway.ts';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import { HttpSms } from '../adapters/sms/http.ts';
import { DevOutbox } from '../adapters/sms/outbox.ts';
import type { SmsSender } from '../adapters/sms/sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts to phones: the provider's HTTP API, or the development outbox (/api/dev/sms). */
    sms: SmsSender;
    /** Applicants' documents (decision 058): a local folder, or S3-compatible object storage. */
    documents: DocumentStore;
    /** The card payment provider: the sandbox (state in the database), or Stripe when configured. */
    payments: PaymentGateway;
  }
}

/** The outside services the modules call: SMS, the documents' store, the card payments. */
export const services = fp(
  async (app) => {
    const { config } = app;
    const sms: SmsSender = config.sms.provider
      ? new HttpSms({ ...config.sms.provider, sender: config.sms.sender })
      : new DevOutbox(app.log);
    app.decorate('sms', sms);
    const documents = await createDocumentStore(config.documents);
    app.decorate('documents', documents.store);
    app.addHook('onClose', async () => documents.close());
    app.decorate('payments', createGateway(config.payments, app.db));
  },
  {
    fastify: '5.x',
    name: 'services',
    dependencies: ['core'],
    decorators: { fastify: ['config', 'db'] },
  },
);
