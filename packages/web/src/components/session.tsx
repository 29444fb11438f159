import { useMutation, useQuery } from "@tanstack/react-query";
import { APIError } from "@vigil/sdk";
import { vigil } from "../api";
import { CopyBlock } from "./copy-button";
import { ErrorBox } from "./states";

export const sessionQuery = {
  queryKey: ["session"] as const,
  queryFn: () => vigil.auth.session(),
  staleTime: 60_000,
};

/** Who is signed in; the frame shows pages only to a signed-in browser. */
export function useSession() {
  return useQuery(sessionQuery);
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof APIError && error.status === 401;
}

/** The page a browser without a session sees: how to get a login link. */
export function SignIn({ error }: { error: unknown }) {
  const expired = error instanceof APIError && error.code === "SESSION_EXPIRED";
  const config = useQuery({ queryKey: ["auth-config"], queryFn: () => vigil.auth.config() });
  const back = `${window.location.pathname}${window.location.search}`;
  return (
    <section>
      <h1>{expired ? "Your session has expired" : "Sign in to Vigil"}</h1>
      {config.data?.sso && (
        <p>
          <a className="button" href={`${config.data.loginUrl}?next=${encodeURIComponent(back)}`}>
            Sign in with single sign-on
          </a>
        </p>
      )}
      <p>
        {config.data?.sso ? "Operators can also use" : "Vigil signs browsers in with"} a one-time
        link. On the machine that runs the server, run this and open the link it prints (it works
        once, for 15 minutes):
      </p>
      <CopyBlock label="Login link command" text="vigil login-link" />
      <p className="muted">
        <code>vigil serve</code> also prints one when it starts in a terminal. Add{" "}
        <code>--company</code>, <code>--user</code> or <code>--role member</code> to sign in as
        someone else.
      </p>
    </section>
  );
}

/** The signed-in user and a sign-out button, in the header. */
export function WhoAmI() {
  const session = useSession();
  const logout = useMutation({
    mutationFn: () => vigil.auth.logout(),
    // A fresh page load: nothing of the signed-out user stays in memory.
    onSuccess: () => window.location.assign("/"),
  });
  if (!session.data) return null;
  const { user, authMethod } = session.data;
  return (
    <div className="who">
      <span>
        {user.name ?? user.id} · {user.companyId} · {user.role}
      </span>
      {authMethod === "session" && (
        <button type="button" className="secondary small" onClick={() => logout.mutate()}>
          Sign out
        </button>
      )}
      {logout.isError && <ErrorBox error={logout.error} />}
    </div>
  );
}
