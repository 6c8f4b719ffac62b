import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter as ApiRouter } from '@app/api';

export type AppRouter = ApiRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type SessionUser = NonNullable<RouterOutputs['auth']['me']>;
export type AppNotification = RouterOutputs['notifications']['list']['items'][number];
type ListInput = Exclude<RouterInputs['notifications']['list'], void | undefined>;
export type NotificationFilter = NonNullable<ListInput['filter']>;
