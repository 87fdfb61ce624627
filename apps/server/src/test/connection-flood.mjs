// A client that holds `count` idle connections to 127.0.0.1:`port` from the local address `from`
// and opens a new one whenever one is cut, as an attacker would, in a process of its own (so its
// work does not share the shop's event loop). Reports { opened, cut, open } when asked ("stats")
// and stops on "stop". Started by tests with child_process.fork.
import net from "node:net";

const [port, from, count] = process.argv.slice(2);
let running = true;
let opened = 0;
let cut = 0;
const sockets = new Set();

function open() {
  if (!running) return;
  const socket = net.connect({ port: Number(port), host: "127.0.0.1", localAddress: from });
  opened += 1;
  sockets.add(socket);
  socket.on("error", () => {});
  socket.on("close", () => {
    sockets.delete(socket);
    cut += 1;
    setImmediate(open);
  });
}

for (let i = 0; i < Number(count); i++) open();
process.on("message", (message) => {
  if (message === "stats") process.send?.({ opened, cut, open: sockets.size });
  if (message === "stop") {
    running = false;
    for (const socket of sockets) socket.destroy();
    process.disconnect?.();
    setImmediate(() => process.exit(0));
  }
});
