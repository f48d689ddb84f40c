// Baseline for the emulator load test: node:http answering a fixed JSON body, nothing else. Prints its port.
import http from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
