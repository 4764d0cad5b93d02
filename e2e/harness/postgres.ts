/** Databases of their own on the machine's PostgreSQL (TEST_DATABASE_URL's server), for journeys of several processes. */
import pg from 'pg';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database; resolves with its URL and a function that drops it. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  await onServer(`create database ${name}`);
  return {
    url: Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
