// Where tests find the real MySQL and Kafka: MYSQL_URL / KAFKA_BROKERS from the environment (what
// scripts/dev-services prints), or, where a Docker engine runs and none is given, containers started
// with testcontainers. Never an in-memory fake.
import { existsSync } from 'node:fs';

let mysqlUrl: Promise<string> | undefined;
let kafkaBrokers: Promise<string[]> | undefined;

const dockerAvailable = () => existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);

export function mysqlServerUrl(): Promise<string> {
  mysqlUrl ??= (async () => {
    if (process.env.MYSQL_URL) return process.env.MYSQL_URL;
    if (!dockerAvailable()) throw new Error('Set MYSQL_URL (run `eval "$(scripts/dev-services)"`) or run a Docker engine for testcontainers.');
    const { MySqlContainer } = await import('@testcontainers/mysql');
    const c = await new MySqlContainer('mysql:8.4').withRootPassword('adops').start();
    return `mysql://root:adops@${c.getHost()}:${c.getPort()}/${c.getDatabase()}`;
  })();
  return mysqlUrl;
}

export function kafkaBrokerList(): Promise<string[]> {
  kafkaBrokers ??= (async () => {
    if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS.split(',').map((b) => b.trim());
    if (!dockerAvailable()) throw new Error('Set KAFKA_BROKERS (run `eval "$(scripts/dev-services)"`) or run a Docker engine for testcontainers.');
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const c = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
    return [`${c.getHost()}:${c.getMappedPort(9093)}`];
  })();
  return kafkaBrokers;
}
