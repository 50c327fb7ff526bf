// The route table the three apps share (spec section 2). Apps pick it whole; features add their
// routes here as they arrive.
import type { RouteObject } from 'react-router'
import { LoginPage } from '../auth/LoginPage/LoginPage.tsx'
import { AppHomePage } from '../shell/AppHomePage.tsx'
import { HomeRedirect } from '../shell/HomeRedirect.tsx'
import { LogoutPage } from '../shell/LogoutPage.tsx'
import { NewUserPage } from '../shell/NewUserPage.tsx'
import { NotFoundPage } from '../shell/NotFoundPage.tsx'
import { RequireUser } from '../shell/RequireUser.tsx'
import { RouteError } from '../shell/RouteError.tsx'

export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <HomeRedirect /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <LoginPage variant="register" /> },
        { path: '/new-user', element: <NewUserPage /> },
        { path: '/logout', element: <LogoutPage /> },
        {
          path: '/app',
          element: <RequireUser />,
          children: [{ index: true, element: <AppHomePage /> }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]
}
