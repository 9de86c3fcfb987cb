-- expect: RE on 01: divide by zero
-- Language test program (Haskell, acm): divides by n - n. Expected: RE, the runtime's message.
main :: IO ()
main = do
  n <- fmap (read . head . words) getContents :: IO Int
  print (n `div` (n - n))
