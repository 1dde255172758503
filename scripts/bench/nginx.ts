// Runs nginx for a benchmark with the shop's example configuration (deploy/nginx.conf), its own
// prefix and files in a temporary folder: the system's nginx service is left alone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** deploy/nginx.conf with these instances in its upstream, listening on a loopback port. */
export function siteConfig(example: string, ports: readonly number[], listen: number): string {
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n");
  const withServers = example.replace(
    /(upstream hazel \{[^}]*?)(\n\s*server [^\n]+)+/,
    (_m, head: string) => `${head}\n${servers}`,
  );
  return withServers.replace(/listen 80;/, `listen 127.0.0.1:${listen};`);
}

export async function startNginx(work: string, ports: readonly number[]) {
  const dir = path.join(work, "nginx");
  fs.mkdirSync(dir, { recursive: true });
  const listen = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  fs.writeFileSync(
    path.join(dir, "hazel.conf"),
    siteConfig(fs.readFileSync("deploy/nginx.conf", "utf8"), ports, listen),
  );
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${dir}/${t};`)
    .join("\n");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 2048; }\n` +
      `http {\n  access_log off;\n${temp}\n  include ${dir}/hazel.conf;\n}\n`,
  );
  const child = spawn("nginx", ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(listen, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(`${dir}/error.log`, "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${listen}`, stop: () => child.kill("SIGQUIT") };
}
