-- expect: CE on -: not in scope
-- Language test program (Haskell, acm): calls a function no module defines. Expected: CE.
main :: IO ()
main = placeQueens 8
