import { usePage } from '@inertiajs/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { route } from '#server/storefront-route-table';
import { CART_CALL_FAILURES, DEFAULT_ADD_QTY } from '#server/cart/cart-calls.rules';
import type { CartAnswer, CartItemView } from '#server/cart/cart.rules';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { createStore, type Store } from '#js/lib/store';
import { toast } from '#js/components/toast/toast';
import { useTranslation } from '#js/i18n';
import { broadcastCartChange, CART_DATA_STORAGE_KEY, type CartAction } from './cart-events';
import { adoptCartSessionId, cartSessionHeaders } from './cart-session';

// THE cart of the page layer (storefront §4 "Cart", §8 "Cart"): loaded once, then changed only through these
// actions, each of which answers with the server's whole cart. Prices and permissions are the server's.

export interface CartActionResult {
  success: boolean;
  message: string;
}

export interface CartContextValue {
  items: CartItemView[];
  /** Sum of the quantities; the shared prop until the cart has loaded. */
  count: number;
  /** True until the first load ends and while a change is being sent. */
  loading: boolean;
  /** True once the cart has been loaded from the server. */
  loaded: boolean;
  /** The last failure's message (shown in the cart page's red alert); cleared by the next success. */
  error: string | null;
  add(productId: number, qty?: number): Promise<CartActionResult>;
  update(itemId: number, qty: number): Promise<CartActionResult>;
  /** `successMessage` replaces the success toast (e.g. the quantity rule's own words). */
  remove(itemId: number, options?: { successMessage?: string }): Promise<CartActionResult>;
  clear(): Promise<CartActionResult>;
  refresh(): Promise<CartActionResult>;
}

/**
 * The cart as the pages read it. The context carries this store, which never changes, rather than the cart itself: a
 * new context value reaches every part of the page below it, and a part still waiting for its code to hydrate
 * (components/ui/island.tsx) would give up its server HTML. Components that use the cart subscribe to it instead.
 */
interface CartStore extends Store<CartContextValue> {
  /** What the server rendered with, for hydration. */
  getFirst(): CartContextValue;
}

function createCartStore(first: CartContextValue): CartStore {
  return { ...createStore(first), getFirst: () => first };
}

const CartContext = createContext<CartStore | null>(null);

/** The server's own message, when its answer carried one (not the generic fallback of jsonCall). */
function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof JsonCallError)) return null;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

function countOf(items: CartItemView[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function CartProvider({ children }: { children?: ReactNode }) {
  const { props } = usePage();
  const { t } = useTranslation();
  const sharedCount = props.cart.count;
  const userId = props.auth.user?.id ?? null;

  const [items, setItems] = useState<CartItemView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Answers can arrive out of order (two quick clicks): an answer older than one already applied is dropped.
  const lastRequest = useRef(0);
  const lastApplied = useRef(0);

  const send = useCallback(
    async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<CartAnswer> => {
      const answer = await jsonCall<CartAnswer>(method, url, body, { headers: cartSessionHeaders() });
      if (answer.cart_session_id) adoptCartSessionId(answer.cart_session_id);
      return answer;
    },
    [],
  );

  const apply = useCallback((answer: CartAnswer, requestId: number) => {
    if (requestId < lastApplied.current) return;
    lastApplied.current = requestId;
    setItems(answer.items);
    setLoaded(true);
  }, []);

  // The rules' fallback messages are English; the server's own arrive in the visitor's language already.
  const fail = useCallback(
    (english: string): CartActionResult => {
      const message = t(english);
      setError(message);
      toast.error(message);
      return { success: false, message };
    },
    [t],
  );

  const refresh = useCallback(async (): Promise<CartActionResult> => {
    const requestId = ++lastRequest.current;
    setPending((n) => n + 1);
    try {
      const answer = await send('GET', route('cart.index'));
      apply(answer, requestId);
      setError(null);
      return { success: true, message: answer.message };
    } catch (caught) {
      return fail(serverMessageOf(caught) ?? CART_CALL_FAILURES.loadFailed);
    } finally {
      setPending((n) => n - 1);
    }
  }, [apply, fail, send]);

  const change = useCallback(
    async (
      action: CartAction,
      request: () => Promise<CartAnswer>,
      detail: { productId: number | null; cartItemId: number | null; quantity: number | null },
      failureMessage: (caught: unknown) => string,
      successMessage?: string,
    ): Promise<CartActionResult> => {
      const requestId = ++lastRequest.current;
      setPending((n) => n + 1);
      try {
        const answer = await request();
        if (!answer.success) return fail(answer.message || failureMessage(null));
        apply(answer, requestId);
        setError(null);
        const item = answer.item;
        broadcastCartChange(
          {
            action,
            productId: item?.product_id ?? detail.productId,
            cartItemId: item?.id ?? detail.cartItemId,
            quantity: action === 'remove' || action === 'clear' ? 0 : (item?.qty ?? detail.quantity),
          },
          answer.items,
          answer.count,
        );
        const message = successMessage ?? answer.message;
        toast.success(message);
        return { success: true, message };
      } catch (caught) {
        return fail(failureMessage(caught));
      } finally {
        setPending((n) => n - 1);
      }
    },
    [apply, fail],
  );

  const add = useCallback(
    (productId: number, qty: number = DEFAULT_ADD_QTY) =>
      change(
        'add',
        () => send('POST', route('cart.items.store'), { product_id: productId, qty }),
        { productId, cartItemId: null, quantity: qty },
        (caught) => {
          // No answer at all is "an error occurred"; an answer without a message is "failed".
          if (caught instanceof JsonCallError && caught.status === 0) return CART_CALL_FAILURES.addError;
          if (caught !== null && !(caught instanceof JsonCallError)) return CART_CALL_FAILURES.addError;
          return serverMessageOf(caught) ?? CART_CALL_FAILURES.addFailed;
        },
      ),
    [change, send],
  );

  const update = useCallback(
    (itemId: number, qty: number) =>
      change(
        'update',
        () => send('PUT', route('cart.items.update', { id: itemId }), { qty }),
        { productId: null, cartItemId: itemId, quantity: qty },
        (caught) => serverMessageOf(caught) ?? CART_CALL_FAILURES.updateFailed,
      ),
    [change, send],
  );

  const remove = useCallback(
    (itemId: number, options: { successMessage?: string } = {}) =>
      change(
        'remove',
        () => send('DELETE', route('cart.items.destroy', { id: itemId })),
        { productId: null, cartItemId: itemId, quantity: 0 },
        (caught) => serverMessageOf(caught) ?? CART_CALL_FAILURES.removeFailed,
        options.successMessage,
      ),
    [change, send],
  );

  const clear = useCallback(
    () =>
      change(
        'clear',
        () => send('DELETE', route('cart.clear')),
        { productId: null, cartItemId: null, quantity: 0 },
        (caught) => serverMessageOf(caught) ?? CART_CALL_FAILURES.clearFailed,
      ),
    [change, send],
  );

  // Load once at start, and again when the signed-in user changes (login merges the guest cart; logout leaves it).
  useEffect(() => {
    void refresh();
  }, [refresh, userId]);

  // Another tab changed the cart: its cart_data record arrives here as a storage event.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === CART_DATA_STORAGE_KEY) void refresh();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: loaded ? countOf(items) : sharedCount,
      loading: !loaded || pending > 0,
      loaded,
      error,
      add,
      update,
      remove,
      clear,
      refresh,
    }),
    [items, loaded, sharedCount, pending, error, add, update, remove, clear, refresh],
  );

  const [store] = useState(() => createCartStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The cart; throws outside <CartProvider> (storefront §8 "Other"). */
export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  return useSyncExternalStore(store.subscribe, store.get, store.getFirst);
}
