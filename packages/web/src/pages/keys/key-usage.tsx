import { useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { ErrorBox, Loading } from "../../components/states";
import { count } from "../../format";

/** Requests made with one key: totals and per endpoint. */
export function KeyUsage({ id }: { id: string }) {
  const usage = useQuery({
    queryKey: ["api-key-usage", id],
    queryFn: () => vigil.apiKeys.usage(id),
  });
  if (usage.isPending) return <Loading label="Loading usage…" />;
  if (usage.isError) return <ErrorBox error={usage.error} />;
  const u = usage.data;
  return (
    <section aria-label="Key usage">
      <h2>Usage</h2>
      <p>
        {count(u.totalRequests)} requests in all · {count(u.last24h)} in the last 24 h ·{" "}
        {count(u.last7d)} in the last 7 days
      </p>
      <table aria-label="Requests by endpoint">
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col" className="num">
              Requests
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(u.byEndpoint).map(([endpoint, n]) => (
            <tr key={endpoint}>
              <td>
                <code>{endpoint}</code>
              </td>
              <td className="num">{count(n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
