// The floor of the API figure: a bare Fastify 5 route doing the same primary-key read of a client with a pg pool,
// no auth, no validation, no serialisation schema. Run as a child process: node bareRoute.mjs <port> <databaseUrl>.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();
app.get('/clients/:id', async (request) => {
  const { rows } = await pool.query('select * from clients where id = $1', [Number(request.params.id)]);
  return rows[0];
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
