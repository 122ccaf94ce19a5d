" What a player does in Vim with ALE and the README's configuration (read from README.md by
" test/server/vim-ale.test.ts and given with -u), as keystrokes where the README names keys:
"   vim -N -u README-vimrc -i NONE --not-a-term -S vim-ale-drive.vim DECK
" with DECKLIST_OUT (where to write what happened, a line each). It waits for the server's
" problems, hovers with K, applies a quick fix from \a, completes with the omnifunc
" (<C-x><C-o>, then <C-y>), writes the lines and quits. The test's only stand-ins: the answer
" typed at ALE's code action prompt, and a record of what ALE shows as a message.
let s:out = []
function! s:Report(line) abort
  call add(s:out, a:line)
endfunction
function! s:Finish() abort
  call writefile(s:out, $DECKLIST_OUT)
  qall!
endfunction

" ALE shows the server's window/showMessage (and short hovers) with ale#util#ShowMessage, and asks
" which code action with ale#util#Input: the first is recorded, the second answered.
runtime autoload/ale/util.vim
function! ale#util#ShowMessage(string, ...) abort
  call s:Report('message ' . substitute(a:string, "\n", ' | ', 'g'))
endfunction
let s:actions = ''
function! ale#util#Input(message, value, ...) abort
  let s:actions = substitute(a:message, "\n", ' | ', 'g')
  let l:n = 0
  for l:line in split(a:message, "\n")
    let l:n += (l:line =~# '^\d\+) ')
    if l:line =~# '^\d\+) Change to "Sol Ring"'
      return string(l:n)
    endif
  endfor
  return ''
endfunction

function! s:Problems() abort
  let l:info = get(g:ale_buffer_info, bufnr(''), {})
  return filter(copy(get(l:info, 'loclist', [])), {_, e -> get(e, 'linter_name', '') is# 'decklist' && index(['card-data', 'checking'], get(e, 'code', '')) < 0})
endfunction

" Wait, without blocking Vim, until a condition holds (or 10 s pass), then go on.
function! s:WaitThen(Condition, Then) abort
  let l:state = {'waited': 0}
  function! l:state.tick(timer) abort closure
    let self.waited += 100
    if a:Condition() || self.waited > 10000
      call timer_stop(a:timer)
      call a:Then(self.waited > 10000 && !a:Condition())
    endif
  endfunction
  call timer_start(100, l:state.tick, {'repeat': -1})
endfunction

function! s:Completions(typed, After) abort
  if empty(a:typed)
    return a:After()
  endif
  let l:text = a:typed[0]
  let l:lnum = line('$') + 1
  call append(line('$'), l:text)
  call cursor(l:lnum, 1)
  call feedkeys("A\<C-x>\<C-o>", 'nt')
  " While ALE waits for the server, Vim has taken the word before the cursor out of the line:
  " the completion is in once the line is longer than typed.
  call s:WaitThen({-> strlen(getline(l:lnum)) > strlen(l:text)}, {timedout -> s:Completed(l:lnum, a:typed, a:After)})
endfunction
function! s:Completed(lnum, typed, After) abort
  call feedkeys("\<C-y>\<Esc>", 'nt')
  call timer_start(300, {-> [s:Report('omnifunc ' . getline(a:lnum)), execute(a:lnum . 'delete _'), s:Completions(a:typed[1:], a:After)]})
endfunction

function! s:Steps(timedout) abort
  if a:timedout
    call s:Report('timeout diagnostics')
  endif
  call s:Report('omnifunc option ' . &l:omnifunc)
  for l:e in sort(s:Problems(), {a, b -> a.lnum - b.lnum})
    call s:Report(printf('%d:%d %s %s', l:e.lnum, l:e.col, get(l:e, 'code', '?'), substitute(l:e.text, "\n", ' | ', 'g')))
  endfor
  " K on a card name: ALE's hover, in the preview window the configuration asks for.
  call cursor(search('^1 Goblin Piker$', 'w'), 4)
  normal K
  call s:WaitThen({-> len(filter(range(1, winnr('$')), {_, w -> getwinvar(w, '&previewwindow')})) > 0}, function('s:Hovered'))
endfunction

function! s:Hovered(timedout) abort
  let l:preview = filter(range(1, winnr('$')), {_, w -> getwinvar(w, '&previewwindow')})
  call s:Report(empty(l:preview) ? 'hover none' : 'hover ' . join(getbufline(winbufnr(l:preview[0]), 1, '$'), ' | '))
  pclose
  " \a on the misspelt name: ALE's code action prompt, "Change to" picked.
  let s:misspelt = search('^1 Sol Rnig$', 'w')
  call cursor(s:misspelt, 4)
  execute "normal \\a"
  call s:WaitThen({-> getline(s:misspelt) isnot# '1 Sol Rnig'}, function('s:Fixed'))
endfunction

function! s:Fixed(timedout) abort
  call s:Report('actions ' . s:actions)
  call s:Report('fixed ' . getline(s:misspelt))
  call s:Completions(['1 Sol R', '1 Atraxa, Pr', '1 《稲妻/Lightning Bo'], function('s:Finish'))
endfunction

call s:WaitThen({-> !empty(s:Problems())}, function('s:Steps'))
