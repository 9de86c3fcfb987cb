-- Language test program (Haskell, acm): every placement as a list of columns, row by row, in
-- lexicographic order; prints their number and the first. Expected: AC.
import Data.Bits (complement, shiftL, shiftR, (.&.), (.|.))

placements :: Int -> [[Int]]
placements n = go 0 0 0 0
  where
    full = (1 `shiftL` n) - 1 :: Int
    go row cols d1 d2
      | row == n = [[]]
      | otherwise =
          [ c : rest
          | c <- [0 .. n - 1]
          , let bit = 1 `shiftL` c
          , bit .&. complement (cols .|. d1 .|. d2) .&. full /= 0
          , rest <- go (row + 1) (cols .|. bit) ((d1 .|. bit) `shiftL` 1) ((d2 .|. bit) `shiftR` 1)
          ]

main :: IO ()
main = do
  n <- fmap (read . head . words) getContents
  let all' = placements n
  print (length all')
  case all' of
    (first : _) -> mapM_ (\(r, c) -> putStrLn (show (r + 1) ++ " " ++ show (c + 1))) (zip [0 :: Int ..] first)
    [] -> return ()
