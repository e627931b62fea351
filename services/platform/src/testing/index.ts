// The test kit every service's integration tests use (ARCHITECTURE §9): the real service on real
// MariaDB and Kafka, typed clients per context, clientAs, assertProblem, eventsOf and small samples.
export * from './backing-services.ts';
export * from './database.ts';
export * from './service.ts';
export * from './service-under-test.ts';
export * from './session.ts';
export * from './typed-clients.ts';
export * from './http-client.ts';
export * from './client-as.ts';
export * from './answers.ts';
export * from './events.ts';
export * from './samples.ts';
export * from './ports.ts';
