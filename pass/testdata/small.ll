; A tiny typed-pointer module for the pass manager's tests: three functions
; with bodies (of 3, 1 and 2 instructions) and one declaration.
%struct.S = type { i32, double }

define i32 @f(%struct.S* %s) {
entry:
  %p = getelementptr %struct.S, %struct.S* %s, i32 0, i32 0
  %v = load i32, i32* %p
  ret i32 %v
}

declare void @ext()

define void @g() {
entry:
  ret void
}

define void @h() {
entry:
  call void @ext()
  ret void
}
