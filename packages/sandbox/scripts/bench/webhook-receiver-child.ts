/**
 * The bench's webhook receiver, in a child process of its own (as the load generator is), so
 * that receiving deliveries takes no CPU from the sandbox measured. It answers every POST with
 * 200 and counts them; it sends its port once listening, and the count when asked.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let received = 0;
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received++;
    response.writeHead(200).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', () => process.send?.({ received }));
process.on('disconnect', () => server.close());
