import { Link } from 'react-router-dom';
import { PageHeader } from './page-header';

/** Any /admin path no screen claims. It stays inside the admin guard and layout. */
export function AdminNotFound() {
  return (
    <section className="stack">
      <PageHeader title="Page not found" />
      <p>
        There is no admin screen at this address. <Link to="/admin/dashboard">Go to the dashboard</Link>
      </p>
    </section>
  );
}
