// The test kit every service's integration tests use (ARCHITECTURE §9). A context's test/helpers.ts
// adds only its own fixtures ("a customer with an office and an agent"); a test file reads:
//
//   const svc = serviceUnderTest(() => startTestService(listingModule));      // one process per file
//   test('…', async () => {
//     const admin = clientAs(svc, 'admin');                                  // principals per test
//     const agentUser = clientAs(svc, { roles: ['agent'], customerId, agentId });
//     const mark = await eventLog(svc).mark();
//     const listing = assertOk(await admin.listing.POST('/api/listings', { body }), 201);   // typed
//     assertProblem(await agentUser.get(`/api/listings/${other.id}`), 404, 'Listing not found.');
//     assertProblem(await admin.post('/api/listings', { bogus: 1 }), 400, undefined, ['/body/bogus']);  // raw
//     assert.deepEqual((await eventLog(svc).since(mark)).map((e) => e.type), ['listing.created']);
//   });
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
export * from './deliveries.ts';
export * from './samples.ts';
export * from './ports.ts';
export * from './binary-bodies.ts';
export * from './object-storage.ts';
