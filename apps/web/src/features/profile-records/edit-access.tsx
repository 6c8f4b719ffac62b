import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

/**
 * Whether the user may change the record on screen: set once by a profile page from `can()`
 * (clients, organizations or referral partners, action 'edit'); every add, edit and delete
 * control below it is left out when false, as the server would refuse it.
 */
export const EditAccessContext = createContext(true);

export const useCanEdit = () => useContext(EditAccessContext);

/** Renders its children only for a user who may edit the record on screen. */
export function EditOnly({ children }: { children: ReactNode }) {
  return useCanEdit() ? children : null;
}

type ActiveEditor = { active: string | null; setActive: Dispatch<SetStateAction<string | null>> };
const ActiveEditorContext = createContext<ActiveEditor | null>(null);

/** One open editor per page: a profile page puts its sections under one provider. */
export function ActiveEditorProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<string | null>(null);
  return <ActiveEditorContext value={{ active, setActive }}>{children}</ActiveEditorContext>;
}

/**
 * Registers an editor (`editing` true while it is open) under `id`: opening it closes whichever
 * other editor of the page was open, through that editor's `close` (its draft is discarded).
 */
export function useExclusiveEditor(id: string, editing: boolean, close: () => void): void {
  const ctx = useContext(ActiveEditorContext);
  const wasActive = useRef(false);
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });
  const setActive = ctx?.setActive;
  useEffect(() => {
    if (!setActive) return;
    if (editing) setActive(id);
    else setActive((current) => (current === id ? null : current));
  }, [editing, id, setActive]);
  const isActive = ctx?.active === id;
  useEffect(() => {
    if (wasActive.current && !isActive && editing) closeRef.current();
    wasActive.current = isActive;
  }, [isActive, editing]);
}
