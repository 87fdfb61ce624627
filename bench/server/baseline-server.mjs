// The physical limit of this machine for one answer: a bare node:http server that sends the bytes
// the shop sent (same status, headers and body), looked up by method and address, with no other work.
// Usage: node baseline-server.mjs <responses.json> <port>. It prints "ready" once listening.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([key, a]) => [
    key,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") },
  ]),
);

createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  // Bodies of POSTs are read (and dropped) as the shop would read them.
  req.resume();
  req.on("end", () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
}).listen(Number(port), "127.0.0.1", () => console.info("ready"));
