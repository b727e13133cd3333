import { Link } from 'react-router-dom';

export const NotFoundPage = () => (
  <section className="panel panel--centered">
    <h1>Página não encontrada</h1>
    <p>O endereço acessado não existe ou foi movido.</p>
    <Link className="button" to="/orders">
      Ir para os pedidos
    </Link>
  </section>
);
