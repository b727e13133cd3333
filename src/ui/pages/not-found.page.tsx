import { Link } from 'react-router-dom';
import { usePageTitle } from '../widgets/page-title';

export const NotFoundPage = () => {
  usePageTitle('Página não encontrada');
  return (
    <section className="panel panel--centered">
      <h1>Página não encontrada</h1>
      <p>O endereço acessado não existe ou foi movido.</p>
      <Link className="button" to="/orders">
        Ir para os pedidos
      </Link>
    </section>
  );
};
