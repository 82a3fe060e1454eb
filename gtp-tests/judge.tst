# Dead stones at the end of real games, where tengen's count once
# differed from GNU Go's. Each game is loaded from gtp-tests/sgf/ and
# counted as GNU Go counted it.

# 19x19, chinese, komi 7.5, GNU Go (Black) against tengen (White), after
# two passes. White's R5 R4 R3 sit in Black's lower right corner and are
# dead (GNU Go: W+0.5); when tengen kept them alive it said W+68.5.
loadsgf sgf/dead19.sgf
kgs-rules chinese
komi 7.5
101 final_score
#? [W\+0\.5]
102 final_status_list dead
#? [.*R3 R4 R5.*]

# 9x9, japanese, komi 6.5, tengen (White) against GNU Go, after two
# passes. Black's F9 is in atari in a ko at E9 that Black never
# connected: White, moving first, takes it and Black may not retake at
# once, so it is dead (GNU Go: dead too). GNU Go says W+18.5: it also
# counts J2, next to dead white stones in atari, as dame, where tengen
# counts it as Black's territory.
loadsgf sgf/ko9.sgf
kgs-rules japanese
komi 6.5
201 final_status_list dead
#? [.*F9.*]
202 final_score
#? [W\+17\.5]

# 9x9, chinese, komi 7.5, tengen (Black) against GNU Go, after two
# passes (session 13). Black's B2 B1 live in seki with White's two
# chains in the lower left: A1 and C1 are shared liberties, C3 is an eye
# of White's. Area scoring counts C3 for White (an empty point touching
# only White), so B+9.5; GNU Go, which finds the same seki, says B+10.5.
# Under territory scoring the seki eye is nobody's: B+10.5 at komi 6.5.
loadsgf sgf/seki9.sgf
kgs-rules chinese
komi 7.5
301 final_score
#? [B\+9\.5]
302 final_status_list seki
#? [.*B1 B2.*]
303 final_status_list dead
#? []
kgs-rules japanese
komi 6.5
304 final_score
#? [B\+10\.5]

# 19x19, chinese, komi 7.5, GNU Go (Black) against tengen (White), after
# two passes (session 13). White's P17 Q17 R17 P16 R16 R15 sit in the
# open upper right that Black surrounds; GNU Go calls them dead (W+6.5).
# Tengen keeps them alive, since its playouts let them live there about
# half the time, and says W+63.5: a known failure of the judge in
# large open areas (expected to fail until fixed).
loadsgf sgf/open19.sgf
kgs-rules chinese
komi 7.5
401 final_status_list dead
#? [.*P17 Q17 R17.*]*

# 9x9, chinese, komi 7.5, Pachi (Black) against tengen (White), after two
# passes (session 15, game 38). White's H2 J2 (liberties J1, J3), Black's
# ten-stone chain through G2 and H3 (G1, J3) and Black's H1 (G1, J1)
# make a seki: Black G1 joins two chains and keeps two liberties, but
# then neither side can fill J1 or J3 without losing its chain, and
# Black J1 is answered by White G1 taking two stones. Pachi and GNU Go
# count the seki (B+15.5); reading one move deep, tengen said B+21.5.
loadsgf sgf/seki38.sgf
kgs-rules chinese
komi 7.5
501 final_score
#? [B\+15\.5]
502 final_status_list seki
#? [.*H2 J2.*]
